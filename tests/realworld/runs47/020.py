# HF fast tokenizer + mindspore.dataset pipeline + small bag-of-embeddings classifier
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

ms.set_device("CPU"); ms.set_seed(0)
pos = "good great fine nice excellent".split(); neg = "bad awful poor boring terrible".split()
vocab = {"[PAD]": 0, "[UNK]": 1}
for w in pos + neg + "movie plot acting the was".split():
    vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]")
rng = np.random.default_rng(0)
texts, labels = [], []
for i in range(400):
    lab = i % 2; w = rng.choice(pos if lab else neg)
    texts.append(f"the {rng.choice(['movie','plot','acting'])} was {w}"); labels.append(lab)
def tokenize(text):
    enc = tok(str(text), padding="max_length", max_length=8, truncation=True)
    return np.array(enc["input_ids"], np.int32), np.array(enc["attention_mask"], np.float32)
data = ds.NumpySlicesDataset({"text": texts, "label": np.array(labels, np.int32)}, shuffle=True)
data = data.map(tokenize, input_columns=["text"], output_columns=["input_ids", "attention_mask"])
data = data.batch(32)
class BoE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab), 16); self.fc = nn.Dense(16, 2)
    def construct(self, ids, mask):
        h = self.emb(ids) * mask.expand_dims(-1)
        return self.fc(h.sum(1) / mask.sum(1, keepdims=True))
net = BoE()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=0.02)
grad_fn = ms.value_and_grad(lambda i, m, y: loss_fn(net(i, m), y), None, opt.parameters)
for epoch in range(5):
    tot, n, correct = 0.0, 0, 0
    for b in data.create_dict_iterator():
        loss, grads = grad_fn(b["input_ids"], b["attention_mask"], b["label"])
        opt(grads); tot += float(loss.asnumpy()); n += 1
        correct += int((net(b["input_ids"], b["attention_mask"]).argmax(1) == b["label"]).sum().asnumpy())
    print(f"epoch {epoch} loss {tot / n:.4f} acc {correct / 400:.3f}")
print("training finished")
