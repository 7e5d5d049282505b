# healthy: HF tokenizer folder (tokenizer.json + tokenizer_config.json) feeding a MindSpore LM trained on CPU
import os, numpy as np, mindspore as ms
from mindspore import nn, dataset as ds
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, AutoTokenizer
ms.set_context(mode=ms.GRAPH_MODE)
d = "ckpt/tok_ok"; os.makedirs(d, exist_ok=True)
corpus = ["the cat sat on the mat", "a dog ran in the park", "the cat ran to the dog", "a bird sat on the tree"] * 8
vocab = {"<unk>":0,"<pad>":1,"</s>":2}
for w in " ".join(corpus).split(): vocab.setdefault(w, len(vocab))
tk = Tokenizer(models.WordLevel(vocab, unk_token="<unk>")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
PreTrainedTokenizerFast(tokenizer_object=tk, unk_token="<unk>", eos_token="</s>", pad_token="<pad>",
                        padding_side="right").save_pretrained(d)
tok = AutoTokenizer.from_pretrained(d)
print(type(tok).__name__, "vocab", len(tok), "pad", tok.pad_token_id, tok.padding_side)
enc = tok([t + " </s>" for t in corpus], padding="max_length", max_length=9, return_tensors="np")
ids = enc["input_ids"].astype(np.int32)
def gen():
    for r in ids: yield r[:-1], r[1:]
data = ds.GeneratorDataset(gen, ["x", "y"], shuffle=True).batch(8)
V = len(tok)
class LM(nn.Cell):
    def __init__(self):
        super().__init__(); self.emb = nn.Embedding(V, 32); self.rnn = nn.Dense(32, 32, activation="tanh"); self.out = nn.Dense(32, V)
    def construct(self, x): return self.out(self.rnn(self.emb(x)))
net = LM()
loss_fn = nn.CrossEntropyLoss(ignore_index=tok.pad_token_id)
class WithLoss(nn.Cell):
    def __init__(self): super().__init__(); self.net = net
    def construct(self, x, y): return loss_fn(self.net(x).reshape(-1, V), y.reshape(-1))
step = nn.TrainOneStepCell(WithLoss(), nn.Adam(net.trainable_params(), 1e-2))
for epoch in range(8):
    losses = [step(x, y).asnumpy() for x, y in data.create_tuple_iterator()]
    print(f"epoch {epoch} loss {np.mean(losses):.4f}")
