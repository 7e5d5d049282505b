# Evaluate a tabular classifier trained in PyTorch: the state_dict was dumped to .npz
# (np.savez(**{k: v.numpy() for k, v in sd.items()})), converted here to a MindSpore checkpoint
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn0 = nn.BatchNorm1d(16)
        self.fc1 = nn.Dense(16, 64)
        self.bn1 = nn.BatchNorm1d(64)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(64, 3)

    def construct(self, x):
        return self.fc2(self.act(self.bn1(self.fc1(self.bn0(x)))))


def torch_npz_to_ckpt(npz_path, ckpt_path):
    sd = np.load(npz_path)
    params = [{"name": k, "data": ms.Tensor(sd[k])} for k in sd.files]   # Linear weights are (out, in) in both
    ms.save_checkpoint(params, ckpt_path)
    print(f"converted {len(params)} tensors -> {ckpt_path}")


torch_npz_to_ckpt("/home/user/project/tabnet_torch_state_dict.npz", "/home/user/project/tabnet.ckpt")
net = MLP()
param_dict = ms.load_checkpoint("/home/user/project/tabnet.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("params not loaded:", not_loaded)
net.set_train(False)

test = np.load("/home/user/project/tab_test.npz")
model = Model(net, loss_fn=nn.CrossEntropyLoss(), metrics={"accuracy", "loss"})
import mindspore.dataset as ds
test_ds = ds.NumpySlicesDataset({"x": test["x"], "y": test["y"]}, shuffle=False).batch(100)
print("PyTorch reference accuracy: 0.957")
print("MindSpore eval:", model.eval(test_ds, dataset_sink_mode=False))
