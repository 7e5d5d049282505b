# Custom loss with log() on raw probabilities; Model.train with LossMonitor stops on the first NaN loss.
import numpy as np, mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, train
class NLLFromProbs(nn.LossBase):
    def construct(self, logits, label):
        probs = ops.softmax(logits * 1e4, axis=-1)
        picked = ops.gather_elements(probs, 1, label.reshape(-1, 1))
        return -ops.log(picked).mean()
rng = np.random.default_rng(0)
x = rng.normal(size=(128, 16)).astype(np.float32)
y = rng.integers(0, 4, size=(128,)).astype(np.int32)
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(16)
net = nn.Dense(16, 4)
model = train.Model(net, NLLFromProbs(), nn.SGD(net.trainable_params(), 0.1))
model.train(2, data, callbacks=[train.LossMonitor(1)], dataset_sink_mode=False)
