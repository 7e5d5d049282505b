# Sentiment classifier ported from a PyTorch/HF script (there a DataCollator did the batching).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

POS = ["good", "great", "excellent", "fun", "lovely", "enjoyable", "brilliant"]
NEG = ["bad", "boring", "awful", "dull", "terrible", "poor", "weak"]
FILL = ["the", "movie", "was", "really", "quite", "plot", "acting", "and", "very", "a", "story"]
vocab = {"[PAD]": 0, "[UNK]": 1}
for w in POS + NEG + FILL:
    vocab[w] = len(vocab)

def make_corpus(n=1000, seed=0):
    rng = np.random.default_rng(seed)
    texts, labels = [], []
    for _ in range(n):
        lab = int(rng.integers(0, 2))
        words = list(rng.choice(FILL, size=rng.integers(3, 12)))
        words.insert(int(rng.integers(0, len(words))), rng.choice(POS if lab else NEG))
        texts.append(" ".join(words)); labels.append(lab)
    return texts, labels

def tokenize(text, max_length=32):
    ids = [vocab.get(w, 1) for w in text.lower().split()]
    return np.array(ids[:max_length], dtype=np.int32)

class ReviewDataset:
    def __init__(self, texts, labels):
        self.texts, self.labels = texts, labels
    def __getitem__(self, i):
        return tokenize(self.texts[i]), np.int32(self.labels[i])
    def __len__(self):
        return len(self.texts)

class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab_size, dim=32, n_classes=2):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.fc = nn.Dense(dim, n_classes)
    def construct(self, ids):
        mask = (ids != 0).astype(ms.float32).expand_dims(-1)
        h = (self.emb(ids) * mask).sum(1) / ops.clamp(mask.sum(1), min=1.0)
        return self.fc(h)

texts, labels = make_corpus()
train = ds.GeneratorDataset(ReviewDataset(texts, labels), ["input_ids", "label"], shuffle=True)
train = train.batch(32, drop_remainder=True)
print(f"train examples: {len(texts)}, batches: {train.get_dataset_size()}")

net = BagOfEmbeddings(len(vocab))
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
loss_fn = nn.CrossEntropyLoss()
def forward(ids, y):
    logits = net(ids)
    return loss_fn(logits, y), logits
grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

for epoch in range(3):
    correct = total = 0
    for step, batch in enumerate(train.create_dict_iterator()):
        (loss, logits), grads = grad_fn(batch["input_ids"], batch["label"])
        opt(grads)
        correct += int((logits.argmax(-1) == batch["label"]).sum().asnumpy()); total += batch["label"].shape[0]
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
    print(f"epoch {epoch} train acc {correct / total:.3f}")
