# Port of a torch TensorDataset(features, labels) pipeline: features and labels stored as separate .npy arrays.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(8)
W = rng.normal(size=(24, 3)).astype(np.float32)
feats = rng.normal(size=(3000, 24)).astype(np.float32)
labels = (feats @ W).argmax(1).astype(np.int32)
np.save("features.npy", feats); np.save("labels.npy", labels)
Xva, Yva = feats[2500:], labels[2500:]

def build_train_loader(batch_size=64):
    x = ds.NumpySlicesDataset(np.load("features.npy")[:2500], column_names=["features"], shuffle=True)
    y = ds.NumpySlicesDataset(np.load("labels.npy")[:2500], column_names=["label"], shuffle=True)
    return ds.zip((x, y)).batch(batch_size, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(24, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 3))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
train = build_train_loader()
print("batches per epoch:", train.get_dataset_size())
for epoch in range(6):
    net.set_train(True)
    losses = []
    for x, y in train.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        losses.append(float(loss.asnumpy()))
    net.set_train(False)
    val_acc = (net(ms.Tensor(Xva)).argmax(1).asnumpy() == Yva).mean()
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {val_acc:.4f}")
