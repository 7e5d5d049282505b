"""Load weights converted from a PyTorch state_dict (exported to .npz) into the MindSpore port of the model,
then evaluate. Conversion keeps the torch parameter names."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(0)
rng = np.random.default_rng(0)

class ConvNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(8)
        self.relu = nn.ReLU()
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(8, 4)
    def construct(self, x):
        x = self.relu(self.bn1(self.conv1(x)))
        return self.fc(self.flatten(self.pool(x)))

# --- simulate the torch export: state_dict keys as torch names them ---
torch_state = {
    "conv1.weight": rng.normal(scale=0.3, size=(8, 3, 3, 3)).astype(np.float32),
    "bn1.weight": np.abs(rng.normal(2.0, 0.5, size=8)).astype(np.float32),
    "bn1.bias": rng.normal(0.0, 1.0, size=8).astype(np.float32),
    "bn1.running_mean": rng.normal(0.0, 1.0, size=8).astype(np.float32),
    "bn1.running_var": np.abs(rng.normal(3.0, 1.0, size=8)).astype(np.float32),
    "bn1.num_batches_tracked": np.array(1000, dtype=np.int64),
    "fc.weight": rng.normal(scale=0.5, size=(4, 8)).astype(np.float32),
    "fc.bias": np.zeros(4, dtype=np.float32),
}
np.savez("resnet_tiny_torch.npz", **torch_state)

# --- conversion: npz -> MindSpore checkpoint ---
state = np.load("resnet_tiny_torch.npz")
ckpt_list = [{"name": k, "data": ms.Tensor(state[k])} for k in state.files if k != "bn1.num_batches_tracked"]
ms.save_checkpoint(ckpt_list, "resnet_tiny_ms.ckpt")
print(f"converted {len(ckpt_list)} tensors -> resnet_tiny_ms.ckpt")

net = ConvNet()
param_dict = ms.load_checkpoint("resnet_tiny_ms.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("weights loaded")
net.set_train(False)

# evaluation: compare with the logits the torch model produced on the same inputs (saved with the export)
def torch_reference(x, st):
    import numpy as np
    w = st["conv1.weight"]; pad = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)))
    out = np.zeros((x.shape[0], 8, 8, 8), np.float32)
    for i in range(8):
        for j in range(8):
            out[:, :, i, j] = np.einsum("nchw,ochw->no", pad[:, :, i:i + 3, j:j + 3], w)
    out = (out - st["bn1.running_mean"][None, :, None, None]) / np.sqrt(st["bn1.running_var"][None, :, None, None] + 1e-5)
    out = np.maximum(out * st["bn1.weight"][None, :, None, None] + st["bn1.bias"][None, :, None, None], 0)
    return out.mean((2, 3)) @ st["fc.weight"].T + st["fc.bias"]

imgs = rng.normal(size=(256, 3, 8, 8)).astype(np.float32)
ref = torch_reference(imgs, torch_state)
ref_labels = ref.argmax(1)
val = ds.NumpySlicesDataset({"image": imgs, "label": ref_labels.astype(np.int32)}, shuffle=False).batch(64)
agree, total, max_diff = 0, 0, 0.0
for b, (x, y) in enumerate(val.create_tuple_iterator()):
    logits = net(x).asnumpy()
    agree += int((logits.argmax(1) == y.asnumpy()).sum()); total += y.shape[0]
    max_diff = max(max_diff, float(np.abs(logits - ref[b * 64:(b + 1) * 64]).max()))
print(f"top1 agreement with torch: {agree / total:.4f}  max |logit diff|: {max_diff:.4f}")
