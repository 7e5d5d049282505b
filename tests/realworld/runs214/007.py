# Sentence classification fine-tune of a small encoder; features and labels come from separate files
# (as exported by the original PyTorch pipeline), so they are read by two GeneratorDatasets and zipped.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

VOCAB, SEQ, HIDDEN, CLASSES = 200, 24, 64, 4
rng = np.random.RandomState(0)
# each class has its own set of keywords sprinkled into random token sequences
keywords = rng.randint(4, VOCAB, size=(CLASSES, 6))
N = 2048
labels = rng.randint(0, CLASSES, size=N).astype(np.int32)
tokens = rng.randint(4, VOCAB, size=(N, SEQ)).astype(np.int32)
for i in range(N):
    pos = rng.choice(SEQ, 5, replace=False)
    tokens[i, pos] = rng.choice(keywords[labels[i]], 5)
np.save("train_input_ids.npy", tokens[:1792]); np.savetxt("train_labels.txt", labels[:1792], fmt="%d")
np.save("val_input_ids.npy", tokens[1792:]); np.savetxt("val_labels.txt", labels[1792:], fmt="%d")

class NpyColumn:
    def __init__(self, path):
        self.arr = np.load(path)
    def __getitem__(self, i):
        return (self.arr[i],)
    def __len__(self):
        return len(self.arr)

def read_labels(path):
    with open(path) as f:
        for line in f:
            yield (np.array(int(line), dtype=np.int32),)

def build(split, batch_size):
    ids = ds.GeneratorDataset(NpyColumn(f"{split}_input_ids.npy"), column_names=["input_ids"])
    lab = ds.GeneratorDataset(lambda: read_labels(f"{split}_labels.txt"), column_names=["labels"])
    return ds.zip((ids, lab)).batch(batch_size, drop_remainder=(split == "train"))

train_ds = build("train", 32)
val_ds = build("val", 64)

class BagOfEmbeddingsClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, HIDDEN)
        self.encoder = nn.TransformerEncoderLayer(HIDDEN, nhead=4, dim_feedforward=128, dropout=0.1, batch_first=True)
        self.head = nn.Dense(HIDDEN, CLASSES)
    def construct(self, input_ids):
        h = self.encoder(self.embed(input_ids))
        return self.head(h.mean(axis=1))

net = BagOfEmbeddingsClassifier()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(ops.clip_by_global_norm(grads, 1.0))
    return loss

for epoch in range(4):
    net.set_train(True)
    losses = []
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        losses.append(float(train_step(x, y)))
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}")
    net.set_train(False)
    correct = total = 0
    for x, y in val_ds.create_tuple_iterator():
        correct += int((net(x).argmax(axis=1) == y).sum()); total += y.shape[0]
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {correct / total:.4f}")
print("training finished")
