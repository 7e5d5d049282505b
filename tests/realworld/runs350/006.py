# Convert a PyTorch MLP checkpoint (npz export of state_dict) to MindSpore and resume training.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(5)
rng = np.random.default_rng(5)

IN, HID, OUT = 24, 48, 6
TORCH_CKPT = "torch_mlp_state_dict.npz"
MS_CKPT = "mlp_converted.ckpt"

# PyTorch export: {k: v.numpy() for k, v in model.state_dict().items()}
np.savez(TORCH_CKPT, **{
    "fc1.weight": rng.normal(0, 0.2, (HID, IN)).astype(np.float32),
    "fc1.bias": np.zeros(HID, np.float32),
    "fc2.weight": rng.normal(0, 0.2, (HID, HID)).astype(np.float32),
    "fc2.bias": np.zeros(HID, np.float32),
    "out.weight": rng.normal(0, 0.2, (OUT, HID)).astype(np.float32),
    "out.bias": np.zeros(OUT, np.float32),
})


def convert(torch_path, ms_path):
    sd = np.load(torch_path)
    params = []
    for k in sd.files:
        v = sd[k]
        if k.endswith(".weight") and v.ndim == 2:
            v = v.T  # nn.Linear weight -> Dense weight
        params.append({"name": k, "data": Tensor(np.ascontiguousarray(v))})
        print(f"  {k:12s} {tuple(sd[k].shape)} -> {tuple(v.shape)}")
    ms.save_checkpoint(params, ms_path)
    print(f"saved {ms_path} ({len(params)} tensors)")


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(IN, HID, activation="relu")
        self.fc2 = nn.Dense(HID, HID, activation="relu")
        self.out = nn.Dense(HID, OUT)

    def construct(self, x):
        return self.out(self.fc2(self.fc1(x)))


print("converting torch checkpoint")
convert(TORCH_CKPT, MS_CKPT)
net = MLP()
param_dict = ms.load_checkpoint(MS_CKPT)
ms.load_param_into_net(net, param_dict, strict_load=True)
print("checkpoint loaded, resuming training")

x = rng.normal(size=(512, IN)).astype(np.float32)
y = rng.integers(0, OUT, 512).astype(np.int32)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
net.set_train(True)
for epoch in range(3):
    for i in range(0, 512, 64):
        loss, grads = grad_fn(Tensor(x[i:i + 64]), Tensor(y[i:i + 64]))
        opt(grads)
    print(f"epoch {epoch} loss {float(loss.asnumpy()):.4f}")
