# Port of a 1-D CNN text classifier: the converter copies PyTorch Conv1d weights (out, in, k) unchanged. MindSpore's
# nn.Conv1d stores its weight as (out, in, 1, k), so load_param_into_net refuses every conv weight.
import numpy as np, mindspore as ms
from mindspore import nn
ms.set_device("CPU")
class TextCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(500, 32)
        self.conv1 = nn.Conv1d(32, 64, 3, pad_mode="pad", padding=1, has_bias=True)
        self.conv2 = nn.Conv1d(64, 64, 3, pad_mode="pad", padding=1, has_bias=True)
        self.fc = nn.Dense(64, 2)
    def construct(self, ids):
        h = self.embed(ids).transpose(0, 2, 1)
        h = self.conv2(self.conv1(h).relu()).relu()
        return self.fc(h.max(axis=2))
rng = np.random.default_rng(0)
torch_state = {  # what torch.load(...).state_dict() gave, converted with .numpy()
    "embed.weight": rng.normal(size=(500, 32)).astype(np.float32),
    "conv1.weight": rng.normal(size=(64, 32, 3)).astype(np.float32), "conv1.bias": np.zeros(64, np.float32),
    "conv2.weight": rng.normal(size=(64, 64, 3)).astype(np.float32), "conv2.bias": np.zeros(64, np.float32),
    "fc.weight": rng.normal(size=(2, 64)).astype(np.float32), "fc.bias": np.zeros(2, np.float32),
}
rename = {"embed.weight": "embed.embedding_table"}
params = {rename.get(k, k): ms.Parameter(ms.Tensor(v), name=rename.get(k, k)) for k, v in torch_state.items()}
ms.save_checkpoint([{"name": k, "data": p.data} for k, p in params.items()], "textcnn_from_torch.ckpt")
net = TextCNN()
not_loaded, unused = ms.load_param_into_net(net, ms.load_checkpoint("textcnn_from_torch.ckpt"))
print("not loaded:", not_loaded, "unused:", unused)
