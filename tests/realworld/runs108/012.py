# Features and labels are stored in two files (features.npy / labels.npy); each is wrapped in its own
# dataset and the two are zipped, like torch's TensorDataset(x, y) -- Keras-style progress per epoch
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(11)
feats = rng.normal(size=(1200, 16)).astype(np.float32)
labels = (feats[:, 0] + 0.5 * feats[:, 1] > 0).astype(np.int32)
np.save("/home/user/project/features.npy", feats); np.save("/home/user/project/labels.npy", labels)

X = np.load("/home/user/project/features.npy"); Y = np.load("/home/user/project/labels.npy")
x_ds = ds.NumpySlicesDataset({"x": X[:1000]}, shuffle=True)
y_ds = ds.NumpySlicesDataset({"y": Y[:1000]}, shuffle=True)
train = ds.zip((x_ds, y_ds)).batch(50, drop_remainder=True)
val = ds.zip((ds.NumpySlicesDataset({"x": X[1000:]}, shuffle=False),
              ds.NumpySlicesDataset({"y": Y[1000:]}, shuffle=False))).batch(50)

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
steps = train.get_dataset_size()
for epoch in range(6):
    net.set_train(True)
    losses, correct, n = [], 0, 0
    for x, y in train.create_tuple_iterator():
        loss, g = grad_fn(x, y); opt(g)
        losses.append(float(loss.asnumpy()))
        correct += int((net(x).argmax(1) == y).sum().asnumpy()); n += y.shape[0]
    net.set_train(False)
    vc = vn = 0
    for x, y in val.create_tuple_iterator():
        vc += int((net(x).argmax(1) == y).sum().asnumpy()); vn += y.shape[0]
    print(f"Epoch {epoch + 1}/6")
    print(f"{steps}/{steps} [==============================] - loss: {np.mean(losses):.4f} - accuracy: {correct / n:.4f} - val_accuracy: {vc / vn:.4f}", flush=True)
