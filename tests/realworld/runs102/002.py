"""Port a PyTorch text-classifier head to MindSpore. The torch state_dict was exported with
   np.savez(..., **{k: v.numpy() for k, v in model.state_dict().items()}) on the GPU box.
   Here we copy each tensor into the MindSpore net parameter by parameter."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(1)

# --- stand-in for the exported torch file (torch Linear weight layout is [out, in]) ---
torch_sd = {
    "encoder.0.weight": np.random.randn(128, 300).astype(np.float32) * 0.05,
    "encoder.0.bias": np.zeros(128, np.float32),
    "encoder.2.weight": np.random.randn(64, 128).astype(np.float32) * 0.05,
    "encoder.2.bias": np.zeros(64, np.float32),
    "classifier.weight": np.random.randn(5, 64).astype(np.float32) * 0.05,
    "classifier.bias": np.zeros(5, np.float32),
}
np.savez("torch_head_002.npz", **torch_sd)


class Head(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Dense(300, 128), nn.ReLU(), nn.Dense(128, 64), nn.ReLU()])
        self.classifier = nn.Dense(64, 5)

    def construct(self, x):
        return self.classifier(self.encoder(x))


net = Head()
sd = np.load("torch_head_002.npz")
ms_params = dict(net.parameters_and_names())
copied = 0
for name, arr in sd.items():
    # torch.nn.Linear computes x @ W.T, MindSpore Dense stores the kernel the other way round
    if name.endswith("weight"):
        arr = arr.T
    ms_params[name].set_data(Tensor(arr))
    copied += 1
print(f"copied {copied}/{len(ms_params)} tensors from torch_head_002.npz")

# sanity check on a batch of sentence embeddings
emb = Tensor(np.random.randn(8, 300).astype(np.float32))
logits = net(emb)
print("logits", logits.shape, logits.asnumpy()[0])
