"""MLP classifier on synthetic 'digit' feature vectors; images come from a feature-file reader and labels from
a separate label file (as in the original PyTorch project's two-file layout), zipped into one pipeline."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)
ds.config.set_seed(0)

N, F, C = 4096, 64, 10
rng = np.random.default_rng(0)
centers = rng.normal(0, 1.0, (C, F)).astype(np.float32)
labels = rng.integers(0, C, N).astype(np.int32)
features = (centers[labels] + rng.normal(0, 0.8, (N, F))).astype(np.float32)
ev_labels = rng.integers(0, C, 1024).astype(np.int32)
ev_features = (centers[ev_labels] + rng.normal(0, 0.8, (1024, F))).astype(np.float32)


class FeatureFile:
    """random-access reader over the feature file"""
    def __init__(self, arr):
        self.arr = arr
    def __getitem__(self, i):
        return (self.arr[i],)
    def __len__(self):
        return len(self.arr)


image_ds = ds.GeneratorDataset(FeatureFile(features), column_names=["image"], shuffle=True)
label_ds = ds.NumpySlicesDataset({"label": labels}, shuffle=False)
train_ds = ds.zip((image_ds, label_ds)).batch(128, drop_remainder=True)
print("train batches:", train_ds.get_dataset_size())

net = nn.SequentialCell(nn.Dense(F, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, C))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

for epoch in range(8):
    tot, correct, losses = 0, 0, []
    for x, y in train_ds.create_tuple_iterator():
        (loss, logits), grads = grad_fn(x, y)
        opt(grads)
        losses.append(float(loss.asnumpy()))
        correct += int((logits.asnumpy().argmax(-1) == y.asnumpy()).sum())
        tot += y.shape[0]
    ev_acc = float((net(ms.Tensor(ev_features)).asnumpy().argmax(-1) == ev_labels).mean())
    print(f"epoch {epoch} loss {np.mean(losses):.4f} train_acc {correct / tot:.4f} eval_acc {ev_acc:.4f}", flush=True)
