"""Port of a PyTorch tabular classifier: features and labels come from two separate .npy files."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
np.random.seed(1)


NUM_CLASSES, DIM = 8, 32
rng = np.random.default_rng(1)
centroids = rng.standard_normal((NUM_CLASSES, DIM)).astype(np.float32) * 0.6


def generate(n):
    y = rng.integers(0, NUM_CLASSES, size=n).astype(np.int32)
    x = centroids[y] + rng.standard_normal((n, DIM)).astype(np.float32)
    return x, y


x_train, y_train = generate(4096)
x_val, y_val = generate(1024)
np.save("train_x.npy", x_train); np.save("train_y.npy", y_train)
np.save("val_x.npy", x_val); np.save("val_y.npy", y_val)


def build_loader(prefix, batch_size, shuffle):
    feats = ds.NumpySlicesDataset(np.load(f"{prefix}_x.npy"), column_names=["features"], shuffle=False)
    labels = ds.NumpySlicesDataset(np.load(f"{prefix}_y.npy"), column_names=["label"], shuffle=False)
    if shuffle:
        feats = feats.shuffle(buffer_size=4096)
        labels = labels.shuffle(buffer_size=4096)
    data = ds.zip((feats, labels))
    return data.batch(batch_size, drop_remainder=shuffle)


train_loader = build_loader("train", 64, shuffle=True)
val_loader = build_loader("val", 256, shuffle=False)
print(f"train steps/epoch={train_loader.get_dataset_size()} val steps={val_loader.get_dataset_size()}")

net = nn.SequentialCell(
    nn.Dense(DIM, 128), nn.ReLU(),
    nn.Dense(128, 64), nn.ReLU(),
    nn.Dense(64, NUM_CLASSES),
)
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)


def forward(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters, has_aux=True)


def train_step(x, y):
    (loss, logits), grads = grad_fn(x, y)
    optimizer(grads)
    return loss, logits


for epoch in range(5):
    net.set_train(True)
    total, correct, losses = 0, 0, []
    for step, (x, y) in enumerate(train_loader.create_tuple_iterator()):
        loss, logits = train_step(x, y)
        losses.append(loss.asnumpy())
        correct += int((logits.argmax(-1) == y).sum().asnumpy())
        total += y.shape[0]
        if step % 20 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss.asnumpy()):.4f}")
    net.set_train(False)
    v_total, v_correct = 0, 0
    for x, y in val_loader.create_tuple_iterator():
        pred = net(x).argmax(-1)
        v_correct += int((pred == y).sum().asnumpy())
        v_total += y.shape[0]
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {correct / total:.4f} val_acc {v_correct / v_total:.4f}")
