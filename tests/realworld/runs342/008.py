# Port of a torch TensorDataset(features, labels) pipeline: features and labels are read from two .npy files.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(8)
N, D, C = 4000, 16, 4
w = rng.normal(size=(D, C)).astype(np.float32)
feats = rng.normal(size=(N, D)).astype(np.float32)
labels = (feats @ w).argmax(1).astype(np.int32)
np.save("features.npy", feats); np.save("labels.npy", labels)

X, Y = np.load("features.npy"), np.load("labels.npy")
x_ds = ds.NumpySlicesDataset({"features": X[:3200]}, shuffle=True)
y_ds = ds.NumpySlicesDataset({"label": Y[:3200]}, shuffle=True)
train_ds = ds.zip((x_ds, y_ds)).batch(64, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"features": X[3200:], "label": Y[3200:]}, shuffle=False).batch(200)

net = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, C))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
print("train batches per epoch:", train_ds.get_dataset_size())
for epoch in range(10):
    tl, tc, tn = [], 0, 0
    for batch in train_ds.create_dict_iterator():
        loss, grads = grad_fn(batch["features"], batch["label"]); opt(grads)
        tl.append(loss.asnumpy())
    for batch in val_ds.create_dict_iterator():
        pred = net(batch["features"]).asnumpy().argmax(1)
        tc += int((pred == batch["label"].asnumpy()).sum()); tn += pred.shape[0]
    print(f"epoch {epoch} train_loss {np.mean(tl):.4f} val_acc {tc / tn:.4f}")
