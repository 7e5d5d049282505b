"""HF sequence-classification head ported to MindSpore; forward kept HF-style
(returns a SequenceClassifierOutput). Context from the run YAML (mode 0 = GRAPH_MODE)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from dataclasses import dataclass
from typing import Optional
from mindformers import MindFormerConfig
from mindformers.core.context import build_context
from mindformers.core.callback import MFLossMonitor

cfg = MindFormerConfig("cfg/base.yaml")
build_context(cfg)


@dataclass
class SequenceClassifierOutput:
    """stand-in for transformers.modeling_outputs.SequenceClassifierOutput (no torch in this env)"""
    loss: Optional[ms.Tensor] = None
    logits: Optional[ms.Tensor] = None


class Classifier(nn.Cell):
    def __init__(self, dim=16, num_labels=3):
        super().__init__()
        self.pre = nn.Dense(dim, 64)
        self.act = nn.Tanh()
        self.out = nn.Dense(64, num_labels)
        self.ce = nn.CrossEntropyLoss()

    def construct(self, x, labels=None):
        logits = self.out(self.act(self.pre(x)))
        loss = None
        if labels is not None:
            loss = self.ce(logits, labels)
        return SequenceClassifierOutput(loss=loss, logits=logits)


class LossOnly(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, labels):
        return self.net(x, labels=labels).loss


rng = np.random.default_rng(1)
X = rng.normal(size=(480, 16)).astype(np.float32)
lab = (X[:, :3].argmax(1)).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X, "labels": lab}, shuffle=True).batch(32, drop_remainder=True)
net = Classifier()
train_net = nn.TrainOneStepCell(LossOnly(net), nn.AdamWeightDecay(net.trainable_params(), 5e-3))
model = ms.Model(train_net)
model.train(3, train, callbacks=[MFLossMonitor(per_print_times=5, origin_epochs=3,
                                               dataset_size=train.get_dataset_size())],
            dataset_sink_mode=False)
print("training finished")
