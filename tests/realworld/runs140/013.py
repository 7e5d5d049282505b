"""Convert a PyTorch MLP checkpoint (state_dict saved as .npz from torch) to MindSpore and fine-tune.
Converter written from memory: Keras/TF kernels are (in, out), so Linear weights are transposed."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
rs = np.random.RandomState(9)
TORCH_NPZ = "/home/user/project/torch_mlp_013.npz"

# --- what torch.save(model.state_dict()) produced for nn.Sequential(Linear(32,64), ReLU, Linear(64,64), ReLU, Linear(64,3))
if not os.path.exists(TORCH_NPZ):
    np.savez(TORCH_NPZ, **{
        "net.0.weight": rs.randn(64, 32).astype(np.float32) * 0.1, "net.0.bias": np.zeros(64, np.float32),
        "net.2.weight": rs.randn(64, 64).astype(np.float32) * 0.1, "net.2.bias": np.zeros(64, np.float32),
        "net.4.weight": rs.randn(3, 64).astype(np.float32) * 0.1, "net.4.bias": np.zeros(3, np.float32)})

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 3))

    def construct(self, x):
        return self.net(x)

def convert_torch_state_dict(path):
    sd = np.load(path)
    params = {}
    for name, value in sd.items():
        if name.endswith(".weight") and value.ndim == 2:
            value = value.T  # torch Linear stores (out, in)
        params[name] = ms.Parameter(ms.Tensor(value), name=name)
        print(f"  {name:14s} {tuple(sd[name].shape)} -> {tuple(value.shape)}")
    return params

net = MLP()
print("converting torch checkpoint:")
param_dict = convert_torch_state_dict(TORCH_NPZ)
ms.save_checkpoint([{"name": k, "data": v} for k, v in param_dict.items()], "/home/user/project/mlp_013.ckpt")
not_loaded, unexpected = ms.load_param_into_net(net, ms.load_checkpoint("/home/user/project/mlp_013.ckpt"), strict_load=True)
print("not loaded:", not_loaded, "unexpected:", unexpected)

x = rs.randn(600, 32).astype(np.float32)
y = (x[:, :3].argmax(axis=1)).astype(np.int32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(32)
model = ms.train.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(2, train, callbacks=[ms.train.LossMonitor(5)], dataset_sink_mode=False)
