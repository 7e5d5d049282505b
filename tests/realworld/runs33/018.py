# Encoder forward ported from an HF model: outputs collected in a dict and extended with
# outputs.update(hidden_states=..., attentions=...) as the HF ModelOutput code does; run under GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Encoder(nn.Cell):
    def __init__(self, h=32):
        super().__init__()
        self.fc1 = nn.Dense(h, h)
        self.fc2 = nn.Dense(h, h)
    def construct(self, x):
        h1 = ops.relu(self.fc1(x))
        h2 = self.fc2(h1)
        outputs = {"last_hidden_state": h2}
        outputs.update(hidden_states=(x, h1, h2))
        return outputs["last_hidden_state"]

net = Encoder()
out = net(Tensor(np.random.randn(2, 5, 32).astype(np.float32)))
print(out.shape)
