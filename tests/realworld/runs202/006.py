# Load weights converted from a PyTorch state_dict into a MindSpore CNN, then evaluate
import os
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)

class ConvBNNet(nn.Cell):
    def __init__(self, num_classes=5):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(8)
        self.relu = nn.ReLU()
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(8, num_classes)
    def construct(self, x):
        return self.fc(self.flatten(self.pool(self.relu(self.bn1(self.conv1(x))))))

# --- convert the PyTorch state_dict (exported with numpy) to a MindSpore checkpoint ---
torch_state = {
    "conv1.weight": np.random.randn(8, 3, 3, 3).astype(np.float32),
    "bn1.weight": np.ones(8, np.float32),
    "bn1.bias": np.zeros(8, np.float32),
    "bn1.running_mean": np.random.randn(8).astype(np.float32) * 0.1,
    "bn1.running_var": np.abs(np.random.randn(8)).astype(np.float32) + 0.5,
    "bn1.num_batches_tracked": np.array(1000, np.int64),
    "fc.weight": np.random.randn(5, 8).astype(np.float32),
    "fc.bias": np.zeros(5, np.float32),
}
ckpt_list = [{"name": k, "data": ms.Tensor(v)} for k, v in torch_state.items()]
ms.save_checkpoint(ckpt_list, "converted_resnet_tiny.ckpt")
print("saved converted_resnet_tiny.ckpt with", len(ckpt_list), "tensors")

net = ConvBNNet()
param_dict = ms.load_checkpoint("converted_resnet_tiny.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(net, param_dict)
print("params not loaded:", param_not_load)
print("checkpoint entries not used:", ckpt_not_load)
print("pretrained weights loaded, running evaluation ...")

net.set_train(False)
x = ms.Tensor(np.random.randn(16, 3, 32, 32).astype(np.float32))
y = np.random.randint(0, 5, 16)
pred = net(x).argmax(1).asnumpy()
print(f"eval accuracy: {(pred == y).mean():.3f}")
