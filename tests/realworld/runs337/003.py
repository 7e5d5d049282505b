"""Load a small CNN trained in PyTorch (state_dict exported to .npz) into the MindSpore port and evaluate it."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(7)
rng = np.random.default_rng(7)


class SmallCNN(nn.Cell):
    def __init__(self, num_classes=4):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(8)
        self.conv2 = nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn2 = nn.BatchNorm2d(16)
        self.relu = nn.ReLU()
        self.pool = nn.AvgPool2d(2, 2)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 4 * 4, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.bn1(self.conv1(x))))
        x = self.pool(self.relu(self.bn2(self.conv2(x))))
        return self.fc(self.flatten(x))


# synthetic 16x16 "images": class = which quadrant holds a bright blob; raw pixel range 0..255
def make_images(n):
    x = rng.normal(200.0, 40.0, size=(n, 1, 16, 16)).astype(np.float32)
    y = rng.integers(0, 4, size=n).astype(np.int32)
    for i in range(n):
        r, c = divmod(int(y[i]), 2)
        x[i, 0, r * 8 + 2:r * 8 + 6, c * 8 + 2:c * 8 + 6] += 40.0
    return x, y


TORCH_EXPORT = "torch_cnn_state_dict.npz"


def export_reference_weights():
    """Stand-in for the PyTorch training job: trains the same net and writes a torch-style state_dict."""
    net = SmallCNN()
    x, y = make_images(2000)
    data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(64)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    train_net.set_train()
    for epoch in range(3):
        for xb, yb in data.create_tuple_iterator():
            loss = train_net(xb, yb)
        print(f"[reference] epoch {epoch} loss {loss.asnumpy():.4f}")
    net.set_train(False)
    xv, yv = make_images(500)
    acc = float((net(ms.Tensor(xv)).argmax(axis=1).asnumpy() == yv).mean())
    print(f"[reference] eval accuracy {acc:.4f}")
    torch_names = {"gamma": "weight", "beta": "bias", "moving_mean": "running_mean",
                   "moving_variance": "running_var"}
    sd = {}
    for p in net.get_parameters():
        prefix, leaf = p.name.rsplit(".", 1)
        sd[prefix + "." + torch_names.get(leaf, leaf)] = p.asnumpy()
    sd["bn1.num_batches_tracked"] = np.array(94, np.int64)
    sd["bn2.num_batches_tracked"] = np.array(94, np.int64)
    np.savez(TORCH_EXPORT, **sd)


if not os.path.exists(TORCH_EXPORT):
    export_reference_weights()


def torch_npz_to_ms(path):
    sd = np.load(path)
    params = {}
    for k in sd.files:
        if k.endswith("num_batches_tracked"):
            continue
        params[k] = ms.Parameter(ms.Tensor(sd[k]), name=k)
    return params


net = SmallCNN()
param_dict = torch_npz_to_ms(TORCH_EXPORT)
print(f"loaded {len(param_dict)} tensors from {TORCH_EXPORT}")
ms.load_param_into_net(net, param_dict)

x_te, y_te = make_images(1000)
test = ds.NumpySlicesDataset({"x": x_te, "y": y_te}, shuffle=False).batch(100)
net.set_train(False)
correct = total = 0
for xb, yb in test.create_tuple_iterator():
    pred = net(xb).argmax(axis=1)
    correct += int((pred == yb).sum().asnumpy())
    total += yb.shape[0]
print(f"eval: accuracy {correct / total:.4f} ({correct}/{total})")
