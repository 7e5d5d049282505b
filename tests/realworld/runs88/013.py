# speaker-level features broadcast to frames: torch.repeat_interleave(spk_emb, frame_counts, dim=0) in the model
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class FrameModel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.spk = nn.Embedding(10, 16)
        self.fc = nn.Dense(16 + 40, 5)
    def construct(self, frames, spk_ids, frame_counts):
        spk = ops.repeat_interleave(self.spk(spk_ids), frame_counts, axis=0)
        return self.fc(ops.cat((frames, spk), axis=-1))

class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net, self.ce = net, nn.CrossEntropyLoss()
    def construct(self, frames, spk_ids, counts, y):
        return self.ce(self.net(frames, spk_ids, counts), y)

net = FrameModel()
train = nn.TrainOneStepCell(WithLoss(net), nn.Adam(net.trainable_params(), 1e-3))
rng = np.random.default_rng(0)
for step in range(4):
    counts = rng.integers(5, 15, 4).astype(np.int32)
    n = int(counts.sum())
    frames = rng.normal(size=(n, 40)).astype(np.float32)
    y = rng.integers(0, 5, n).astype(np.int32)
    print("step", step, "frames", n, "loss",
          train(Tensor(frames), Tensor(rng.integers(0, 10, 4).astype(np.int32)), Tensor(counts), Tensor(y)))
