# Two-stage fine-tune ported from an HF script that created two Trainers up front (stage 1: head only,
# stage 2: full model with a 10x head learning rate via optimizer param groups). The port builds both
# MindFormers MFTrainOneStepCell objects before training, each with grouped learning rates.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindformers.wrapper import MFTrainOneStepCell

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU())
        self.head = nn.Dense(32, 3)
        self.loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    def construct(self, x, y):
        return self.loss(self.head(self.backbone(x)), y)

net = Classifier()

def build_stage(params, base_lr, head_lr):
    lr = nn.PolynomialDecayLR(base_lr, base_lr / 100, 100, 1.0)
    lr_head = nn.PolynomialDecayLR(head_lr, head_lr / 100, 100, 1.0)
    opt = nn.AdamWeightDecay(params, learning_rate=base_lr)
    return MFTrainOneStepCell(net, opt, lr_scheduler=lr,
                              grouped_lr_scheduler=[{"params": ["head.*"], "lr_scheduler": lr_head}])

stage1 = build_stage(net.head.trainable_params(), 1e-3, 1e-3)
print("stage 1 (head only) train step built")
stage2 = build_stage(net.trainable_params(), 1e-4, 1e-3)
print("stage 2 (full model) train step built")
