# Hand-written GRU-style recurrent encoder ported from PyTorch. The torch forward loops only over the real
# length of the batch (max(lengths)) to save time: for t in range(lengths.max()): ...
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

EMB, HID, T = 16, 32, 20


class RecurrentEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(100, EMB)
        self.cell = nn.GRUCell(EMB, HID)
        self.out = nn.Dense(HID, 2)

    def construct(self, tokens, lengths):
        x = self.embed(tokens)
        h = ops.zeros((x.shape[0], HID), ms.float32)
        max_len = lengths.max()
        for t in range(max_len):
            h_new = self.cell(x[:, t], h)
            keep = (t < lengths).astype(ms.float32)[:, None]
            h = keep * h_new + (1 - keep) * h
        return self.out(h)


class EncoderWithLoss(nn.Cell):
    def __init__(self, encoder):
        super().__init__()
        self.encoder = encoder
        self.loss_fn = nn.CrossEntropyLoss()

    def construct(self, tokens, lengths, labels):
        return self.loss_fn(self.encoder(tokens, lengths), labels)


model = RecurrentEncoder()
opt = nn.Adam(model.trainable_params(), 1e-3)
net = nn.TrainOneStepCell(EncoderWithLoss(model), opt)

for step in range(10):
    lengths = np.random.randint(5, T + 1, 8).astype(np.int32)
    tokens = np.random.randint(1, 100, (8, T)).astype(np.int32)
    tokens[np.arange(T)[None, :] >= lengths[:, None]] = 0
    labels = (lengths > 12).astype(np.int32)
    loss = net(ms.Tensor(tokens), ms.Tensor(lengths), ms.Tensor(labels))
    print(f"step {step} loss {loss}")
