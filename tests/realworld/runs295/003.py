# Convert a PyTorch MLP state_dict (exported to .npz) into a MindSpore checkpoint and fine-tune
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE)

# state_dict exported from the torch side with {k: v.numpy() for k, v in model.state_dict().items()}
if not os.path.exists("torch_mlp_state_dict.npz"):
    rng = np.random.default_rng(0)
    np.savez("torch_mlp_state_dict.npz", **{
        "fc1.weight": rng.normal(0, 0.05, (256, 784)).astype(np.float32), "fc1.bias": np.zeros(256, np.float32),
        "fc2.weight": rng.normal(0, 0.05, (128, 256)).astype(np.float32), "fc2.bias": np.zeros(128, np.float32),
        "fc3.weight": rng.normal(0, 0.05, (10, 128)).astype(np.float32), "fc3.bias": np.zeros(10, np.float32)})

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(784, 256)
        self.fc2 = nn.Dense(256, 128)
        self.fc3 = nn.Dense(128, 10)
        self.relu = nn.ReLU()
    def construct(self, x):
        return self.fc3(self.relu(self.fc2(self.relu(self.fc1(x)))))

def convert(npz_path, ckpt_path):
    sd = np.load(npz_path)
    params = []
    for k in sd.files:
        v = sd[k]
        if k.endswith(".weight"):
            v = v.T  # torch Linear computes x @ W.T
        params.append({"name": k, "data": Tensor(v)})
        print(f"convert {k}: {sd[k].shape} -> {v.shape}")
    ms.save_checkpoint(params, ckpt_path)

convert("torch_mlp_state_dict.npz", "mlp_ms.ckpt")
net = MLP()
param_dict = ms.load_checkpoint("mlp_ms.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("params not loaded:", not_loaded)

x = Tensor(np.random.rand(64, 784).astype(np.float32))
y = Tensor(np.random.randint(0, 10, 64).astype(np.int32))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), 0.01, momentum=0.9)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
for step in range(20):
    print(f"step {step} loss {train(x, y).asnumpy():.4f}")
