# MindFormers + HF tokenizers environment: tokenizer trained locally, tiny LM head trained with MindSpore on CPU
import numpy as np
import mindspore as ms
import mindformers  # noqa: F401  (project imports it for its configs)
from mindspore import nn
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast

corpus = ["the cat sat on the mat", "the dog sat on the log", "a cat and a dog", "the mat and the log"] * 20
tk = Tokenizer(models.WordLevel(unk_token="[UNK]"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tk.train_from_iterator(corpus, trainers.WordLevelTrainer(special_tokens=["[UNK]", "[PAD]"]))
tok = PreTrainedTokenizerFast(tokenizer_object=tk, unk_token="[UNK]", pad_token="[PAD]")
ids = tok(corpus, padding="max_length", max_length=8, return_tensors="np")["input_ids"].astype(np.int32)
V = len(tok)

ms.set_device("CPU")
ms.set_seed(0)


class BigramLM(nn.Cell):
    def __init__(self, vocab, dim=16):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.head = nn.Dense(dim, vocab)

    def construct(self, x):
        return self.head(self.emb(x))


net = BigramLM(V)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=0.05)

def forward(x, y):
    logits = net(x)
    return loss_fn(logits.reshape(-1, V), y.reshape(-1))

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
inp, tgt = ms.Tensor(ids[:, :-1]), ms.Tensor(ids[:, 1:])
for step in range(40):
    loss, grads = grad_fn(inp, tgt)
    opt(grads)
    if step % 5 == 0 or step == 39:
        print(f"step {step} loss {loss.asnumpy():.4f}")
print("training finished, vocab", V)
