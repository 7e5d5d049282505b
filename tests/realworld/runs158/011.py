"""Convert a PyTorch GroupNorm CNN (exported state_dict as .npz) to a MindSpore checkpoint
and check the ported network against logits recorded from the torch model."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn

HERE = os.path.dirname(os.path.abspath(__file__))
ASSETS = os.path.join(HERE, "assets")


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 3, pad_mode="pad", padding=1, has_bias=True)
        self.gn1 = nn.GroupNorm(4, 16)
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1, has_bias=True)
        self.gn2 = nn.GroupNorm(8, 32)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(32, 4)
        self.relu = nn.ReLU()

    def construct(self, x):
        x = self.relu(self.gn1(self.conv1(x)))
        x = self.relu(self.gn2(self.conv2(x)))
        return self.fc(self.pool(x).squeeze(-1).squeeze(-1))


def convert(npz_path, ckpt_path):
    state = np.load(npz_path)
    params = []
    for name in state.files:
        # torch and mindspore both use <module>.weight / <module>.bias for Conv2d and Linear/Dense
        params.append({"name": name, "data": ms.Tensor(state[name])})
        print(f"  {name:14s} {tuple(state[name].shape)}")
    ms.save_checkpoint(params, ckpt_path)
    return len(params)


ckpt = "/home/user/project/gn_classifier.ckpt"
print("converting torch state_dict:")
n = convert(os.path.join(ASSETS, "gn_classifier_torch_state_dict.npz"), ckpt)
print(f"wrote {n} tensors to {ckpt}")

net = Net()
param_dict = ms.load_checkpoint(ckpt)
not_loaded, unused = ms.load_param_into_net(net, param_dict)
net.set_train(False)

ref = np.load(os.path.join(ASSETS, "gn_classifier_reference.npz"))
out = net(ms.Tensor(ref["x"])).asnumpy()
diff = np.abs(out - ref["logits"])
print(f"parity vs torch: max_abs_diff={diff.max():.6f} mean_abs_diff={diff.mean():.6f} "
      f"allclose(atol=1e-4)={np.allclose(out, ref['logits'], atol=1e-4)}")
print(f"argmax agreement: {(out.argmax(1) == ref['logits'].argmax(1)).mean():.2f}")
ms.save_checkpoint(net, "/home/user/project/gn_classifier_ms.ckpt")
print("saved gn_classifier_ms.ckpt")
