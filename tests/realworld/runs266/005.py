# Port of a Hugging Face "datasets.map(tokenize) + DataLoader" pipeline to mindspore.dataset for a sentiment model.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(4)

words = ("the movie was great bad boring fun awful lovely plot acting scene music long short "
         "really not very quite good terrible").split()
vocab = {w: i + 2 for i, w in enumerate(words)}  # 0 pad, 1 unk
rng = np.random.default_rng(4)
texts, labels = [], []
for _ in range(600):
    n = int(rng.integers(5, 30))
    texts.append(" ".join(rng.choice(words, n)))
    labels.append(int(rng.integers(0, 2)))

def tokenize(text, max_length=64):
    ids = [vocab.get(w, 1) for w in text.split()][:max_length]
    return np.array(ids, dtype=np.int32), np.ones(len(ids), dtype=np.int32)

class SentimentSource:
    def __init__(self, texts, labels):
        self.texts, self.labels = texts, labels
    def __getitem__(self, i):
        ids, mask = tokenize(self.texts[i])
        return ids, mask, np.int32(self.labels[i])
    def __len__(self):
        return len(self.texts)

dataset = ds.GeneratorDataset(SentimentSource(texts, labels), ["input_ids", "attention_mask", "label"], shuffle=True)
dataset = dataset.batch(16)

class BagClassifier(nn.Cell):
    def __init__(self, vocab_size=64, d=32):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, d, padding_idx=0)
        self.fc = nn.Dense(d, 2)
    def construct(self, ids, mask):
        h = self.emb(ids) * mask.unsqueeze(-1).astype(ms.float32)
        return self.fc(h.sum(1) / mask.sum(1, keepdim=True).astype(ms.float32))

net = BagClassifier()
opt = nn.Adam(net.trainable_params(), 1e-3)
loss_fn = nn.CrossEntropyLoss()
def fwd(ids, mask, y):
    return loss_fn(net(ids, mask), y)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for epoch in range(3):
    for step, batch in enumerate(dataset.create_dict_iterator()):
        loss, g = grad_fn(batch["input_ids"], batch["attention_mask"], batch["label"])
        opt(g)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
