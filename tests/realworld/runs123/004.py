"""Load weights exported from a PyTorch training run (state_dict saved as .npz) into the MindSpore port and evaluate."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(8)
        self.conv2 = nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn2 = nn.BatchNorm2d(16)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.fc = nn.Dense(16 * 4 * 4, 4)

    def construct(self, x):
        x = self.pool(self.relu(self.bn1(self.conv1(x))))
        x = self.pool(self.relu(self.bn2(self.conv2(x))))
        return self.fc(x.reshape(x.shape[0], -1))


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, n).astype(np.int32)
    x = rng.normal(0, 1, (n, 1, 16, 16)).astype(np.float32) * 20 + 50     # raw intensities, not normalised
    for i, c in enumerate(y):                      # class = bright quadrant
        r, q = divmod(int(c), 2)
        x[i, 0, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8] += 40
    return x, y


TORCH_EXPORT = "/home/user/project/smallcnn_torch_state_dict.npz"
if not os.path.exists(TORCH_EXPORT):
    # stand-in for the colleague's PyTorch run: train the same architecture and export it with torch key names
    teacher = SmallCNN()
    xt, yt = make_data(2000, 1)
    Model(teacher, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
          nn.Adam(teacher.trainable_params(), 1e-2)).train(
        3, ds.NumpySlicesDataset((xt, yt), ["image", "label"], shuffle=True).batch(64), dataset_sink_mode=False)
    torch_names = {"gamma": "weight", "beta": "bias", "moving_mean": "running_mean", "moving_variance": "running_var"}
    sd = {}
    for p in teacher.get_parameters():
        mod, attr = p.name.rsplit(".", 1)
        sd[f"{mod}.{torch_names.get(attr, attr)}"] = p.asnumpy()
    np.savez(TORCH_EXPORT, **sd)

# ---- conversion: torch state_dict -> MindSpore parameter dict ----
state_dict = np.load(TORCH_EXPORT)
print("torch keys:", list(state_dict.keys()))
param_dict = {k: ms.Parameter(ms.Tensor(v), name=k) for k, v in state_dict.items()}
ms.save_checkpoint([{"name": k, "data": ms.Tensor(v)} for k, v in state_dict.items()], "/home/user/project/smallcnn_ms.ckpt")

net = SmallCNN()
ms.load_param_into_net(net, ms.load_checkpoint("/home/user/project/smallcnn_ms.ckpt"))
print("weights loaded from /home/user/project/smallcnn_ms.ckpt")

xv, yv = make_data(512, 2)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), metrics={"acc": Accuracy()})
print("eval:", model.eval(ds.NumpySlicesDataset((xv, yv), ["image", "label"], shuffle=False).batch(64),
                          dataset_sink_mode=False))
