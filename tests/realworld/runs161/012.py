"""Text-CNN training with a gradient-clipping TrainOneStep wrapper.

The wrapper is copied from an old model_zoo recipe (TrainOneStepWithClipGradientCell
of the BERT/TextCNN examples, MindSpore 1.1 era).
"""
import numpy as np
from mindspore import context, nn, Tensor, Model
from mindspore import dtype as mstype
from mindspore.ops import composite as C
from mindspore.ops import functional as F
from mindspore.ops import operations as P
from mindspore.train.callback import LossMonitor
import mindspore.dataset as ds

context.set_context(mode=context.GRAPH_MODE, device_target="CPU")

GRADIENT_CLIP_TYPE = 1
GRADIENT_CLIP_VALUE = 1.0
clip_grad = C.MultitypeFuncGraph("clip_grad")


@clip_grad.register("Number", "Number", "Tensor")
def _clip_grad(clip_type, clip_value, grad):
    dt = F.dtype(grad)
    if clip_type == 0:
        new_grad = C.clip_by_value(grad, F.cast(F.tuple_to_array((-clip_value,)), dt),
                                   F.cast(F.tuple_to_array((clip_value,)), dt))
    else:
        new_grad = nn.ClipByNorm()(grad, F.cast(F.tuple_to_array((clip_value,)), dt))
    return new_grad


class TrainOneStepWithClipGradientCell(nn.Cell):
    def __init__(self, network, optimizer, sens=1.0):
        super(TrainOneStepWithClipGradientCell, self).__init__(auto_prefix=False)
        self.network = network
        self.network.set_grad()
        self.weights = optimizer.parameters
        self.optimizer = optimizer
        self.grad = C.GradOperation(get_by_list=True, sens_param=True)
        self.sens = sens
        self.hyper_map = C.HyperMap()
        self.cast = P.Cast()
        self.depend_parameter_use = P.ControlDepend(depend_mode=1)

    def construct(self, ids, label):
        weights = self.weights
        loss = self.network(ids, label)
        sens = P.Fill()(P.DType()(loss), P.Shape()(loss), self.sens)
        grads = self.grad(self.network, weights)(ids, label, sens)
        grads = self.hyper_map(F.partial(clip_grad, GRADIENT_CLIP_TYPE, GRADIENT_CLIP_VALUE), grads)
        return F.depend(loss, self.optimizer(grads))


class TextCNN(nn.Cell):
    def __init__(self, vocab, dim=32, n_cls=3):
        super(TextCNN, self).__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.convs = nn.CellList([nn.Conv1d(dim, 16, k, pad_mode="same") for k in (2, 3, 4)])
        self.reduce_max = P.ReduceMax(keep_dims=False)
        self.concat = P.Concat(1)
        self.fc = nn.Dense(48, n_cls)

    def construct(self, ids):
        x = self.emb(ids).transpose(0, 2, 1)
        feats = ()
        for conv in self.convs:
            feats = feats + (self.reduce_max(P.ReLU()(conv(x)), 2),)
        return self.fc(self.concat(feats))


rng = np.random.default_rng(0)
ids = rng.integers(0, 800, (1200, 30)).astype(np.int32)
label = (ids[:, :5].sum(1) % 3).astype(np.int32)
data = ds.NumpySlicesDataset({"ids": ids, "label": label}, shuffle=True).batch(64, drop_remainder=True)

net = TextCNN(800)
loss_net = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train_net = TrainOneStepWithClipGradientCell(loss_net, opt)
model = Model(train_net)
model.train(3, data, callbacks=[LossMonitor(6)], dataset_sink_mode=False)
