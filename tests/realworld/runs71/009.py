# Sequence labeller, torch: nn.LSTM(64, 128, num_layers=2, bidirectional=True, batch_first=True)
# initial state built as torch.zeros(num_layers, batch, hidden)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
B, T, E, H, L = 8, 20, 64, 128, 2

class BiLSTMTagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(E, H, num_layers=L, bidirectional=True, batch_first=True)
        self.out = nn.Dense(2 * H, 5)
    def construct(self, x):
        h0 = ops.zeros((L, x.shape[0], H), ms.float32)
        c0 = ops.zeros((L, x.shape[0], H), ms.float32)
        y, _ = self.lstm(x, (h0, c0))
        return self.out(y)

net = BiLSTMTagger()
print(net(ms.Tensor(np.random.randn(B, T, E), ms.float32)).shape)
