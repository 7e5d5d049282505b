# Quick qualitative check after porting: run the MindSpore LM on one prompt and decode the argmax
# prediction like the torch notebook did: tokenizer.decode(logits.argmax(-1)).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
words = ["<unk>", "<s>", "</s>", "<pad>"] + "the cat sat on mat a dog ran in park".split()
tk = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, bos_token="<s>", eos_token="</s>", unk_token="<unk>", pad_token="<pad>")

class TinyLM(nn.Cell):
    def __init__(self, vocab, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.proj = nn.Dense(dim, dim, activation="tanh")
        self.head = nn.Dense(dim, vocab)
    def construct(self, ids):
        return self.head(self.proj(self.emb(ids)))

net = TinyLM(len(tokenizer))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
text = "the cat sat on the mat a dog ran in the park"
ids = np.array([tokenizer(text)["input_ids"]], np.int32)
x, y = ms.Tensor(ids[:, :-1]), ms.Tensor(ids[:, 1:])
def fwd(x, y):
    logits = net(x)
    return loss_fn(logits.reshape(-1, logits.shape[-1]), y.reshape(-1))
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(20):
    loss, grads = grad_fn(x, y)
    opt(grads)
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")

prompt = tokenizer("the cat sat on", return_tensors="np")["input_ids"].astype(np.int32)
logits = net(ms.Tensor(prompt))
pred = logits.argmax(-1)
print("pred shape", pred.shape)
print("next-token predictions:", tokenizer.decode(pred))
