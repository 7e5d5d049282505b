# Added chat special tokens to the tokenizer but did not enlarge the MindSpore embedding table (vocab_size kept at the base value).
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
ms.set_device("CPU")
vocab = {"[PAD]": 0, "[UNK]": 1}
for w in "hello how are you i am fine thanks what is the weather like today".split():
    vocab.setdefault(w, len(vocab))
tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]")
n = tokenizer.add_special_tokens({"additional_special_tokens": ["<|user|>", "<|assistant|>", "<|end|>"]})
print(f"added {n} special tokens, len(tokenizer)={len(tokenizer)}", flush=True)
VOCAB_SIZE = 16   # from the base model config
class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB_SIZE, 32)
        self.head = nn.Dense(32, VOCAB_SIZE)
    def construct(self, ids):
        return self.head(self.emb(ids))
net = TinyLM()
loss_fn = nn.CrossEntropyLoss()
text = "<|user|> how are you <|end|> <|assistant|> i am fine thanks <|end|>"
ids = np.array([tokenizer(text)["input_ids"]], np.int32)
print("input_ids", ids.tolist(), flush=True)
def forward(x, y):
    logits = net(x)
    return loss_fn(logits.reshape(-1, VOCAB_SIZE), y.reshape(-1))
grad_fn = ms.value_and_grad(forward, None, net.trainable_params())
opt = nn.AdamWeightDecay(net.trainable_params(), 1e-3)
for step in range(3):
    x, y = Tensor(ids[:, :-1]), Tensor(ids[:, 1:])
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}", flush=True)
