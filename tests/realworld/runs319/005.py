# Port of a HF-style sequence classifier (token mixer MLP) trained with GRAPH_MODE for speed
from dataclasses import dataclass
from typing import Optional
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
VOCAB, SEQ, HID, PAD = 500, 24, 64, 0

@dataclass
class SequenceClassifierOutput:
    """Mirror of transformers.modeling_outputs.SequenceClassifierOutput."""
    loss: Optional[ms.Tensor] = None
    logits: Optional[ms.Tensor] = None


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HID, padding_idx=PAD)
        self.mlp = nn.SequentialCell([nn.Dense(HID, HID), nn.GELU(), nn.Dense(HID, HID)])
        self.norm = nn.LayerNorm((HID,))
        self.cls = nn.Dense(HID, 3)
        self.loss_fct = nn.CrossEntropyLoss()

    def construct(self, input_ids, attention_mask, labels=None):
        h = self.norm(self.emb(input_ids) + self.mlp(self.emb(input_ids)))
        m = attention_mask.astype(h.dtype).expand_dims(-1)
        pooled = (h * m).sum(1) / m.sum(1)
        logits = self.cls(pooled)
        loss = self.loss_fct(logits, labels) if labels is not None else None
        return SequenceClassifierOutput(loss=loss, logits=logits)

def gen(n=384):
    rng = np.random.default_rng(0)
    for _ in range(n):
        y = int(rng.integers(0, 3))
        L = int(rng.integers(8, SEQ))
        ids = np.zeros(SEQ, np.int32); ids[:L] = rng.integers(3, VOCAB, L); ids[0] = y + 1
        mask = np.zeros(SEQ, np.int32); mask[:L] = 1
        yield ids, mask, np.int32(y)

data = ds.GeneratorDataset(gen, ["input_ids", "attention_mask", "labels"]).batch(32, drop_remainder=True)
net = Classifier()

class NetWithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
    def construct(self, ids, mask, labels):
        outputs = self.net(ids, mask, labels=labels)
        return outputs.loss

opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-4, weight_decay=0.01)
train_step = nn.TrainOneStepCell(NetWithLoss(net), opt)
train_step.set_train()
for epoch in range(2):
    for step, (ids, mask, labels) in enumerate(data.create_tuple_iterator()):
        loss = train_step(ids, mask, labels)
        print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
