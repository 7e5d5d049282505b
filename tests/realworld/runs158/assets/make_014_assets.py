# helper (not a case): train the bi-LSTM intent classifier briefly and save its checkpoint for case 014
import numpy as np, mindspore as ms
from mindspore import nn, ops
ms.set_seed(0)
VOCAB, EMB, HID, NCLS = 400, 32, 48, 6
class IntentNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, EMB, padding_idx=0)
        self.encoder = nn.LSTM(EMB, HID, num_layers=1, batch_first=True, bidirectional=True)
        self.classifier = nn.Dense(2 * HID, NCLS)
    def construct(self, ids):
        out, _ = self.encoder(self.embedding(ids))
        return self.classifier(out.max(axis=1))
net = IntentNet()
rng = np.random.default_rng(0)
X = rng.integers(1, VOCAB, size=(256, 16)).astype(np.int32); y = (X[:, 0] % NCLS).astype(np.int32)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-2))
for i in range(20):
    l = step(ms.Tensor(X[i%4*64:(i%4+1)*64]), ms.Tensor(y[i%4*64:(i%4+1)*64]))
print(l)
ms.save_checkpoint(net, "/home/user/project")
print([(p.name, p.shape) for p in net.get_parameters()])
