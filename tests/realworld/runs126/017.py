"""Span-extraction QA head ported from an HF torch model; construct keeps the torch code's
walrus-style early exit for optional inputs (Python 3.8+ idiom)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

VOCAB, SEQ, HID = 600, 48, 64

class QAModel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HID)
        self.enc = nn.SequentialCell(nn.Dense(HID, HID), nn.GELU(), nn.Dense(HID, HID))
        self.qa_outputs = nn.Dense(HID, 2)
        self.ce = nn.CrossEntropyLoss()
    def construct(self, input_ids, attention_mask, start_positions, end_positions):
        h = self.enc(self.emb(input_ids))
        logits = self.qa_outputs(h)
        start_logits, end_logits = logits[..., 0], logits[..., 1]
        if (mask := attention_mask) is not None:
            start_logits = start_logits + (1.0 - mask) * -1e4
            end_logits = end_logits + (1.0 - mask) * -1e4
        loss = (self.ce(start_logits, start_positions) + self.ce(end_logits, end_positions)) / 2
        return loss

rng = np.random.default_rng(0)
n = 512
ids = rng.integers(5, VOCAB, (n, SEQ)).astype(np.int32)
lens = rng.integers(20, SEQ, n)
mask = (np.arange(SEQ)[None] < lens[:, None]).astype(np.float32)
start = rng.integers(0, 15, n).astype(np.int32); end = (start + rng.integers(0, 4, n)).astype(np.int32)
ids[np.arange(n), start] = 1; ids[np.arange(n), end] = 2
loader = ds.NumpySlicesDataset({"input_ids": ids, "attention_mask": mask, "start_positions": start,
                                "end_positions": end}, shuffle=True).batch(32)
net = QAModel()
train_net = nn.TrainOneStepCell(net, nn.AdamWeightDecay(net.trainable_params(), 5e-4))
train_net.set_train()
for epoch in range(3):
    for step, batch in enumerate(loader.create_dict_iterator()):
        loss = train_net(batch["input_ids"], batch["attention_mask"], batch["start_positions"], batch["end_positions"])
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}")
