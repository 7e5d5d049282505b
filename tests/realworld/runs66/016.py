# Model.train with SummaryCollector (the MindSpore replacement for the TensorBoard callback of the
# torch/Lightning version) to record loss, learning rate and weight histograms for later comparison.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, SummaryCollector

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(12)

rng = np.random.default_rng(12)
X = rng.normal(size=(512, 20)).astype(np.float32)
Y = (X[:, :5].sum(1) > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(32)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = Model(net, loss_fn, opt, metrics={"acc"})

summary_cb = SummaryCollector(summary_dir="./summary_dir/baseline",
                              collect_freq=4,
                              collect_specified_data={"collect_metric": True,
                                                      "histogram_regular": "^0.*weight",
                                                      "collect_graph": True,
                                                      "collect_dataset_graph": False})
model.train(3, train_ds, callbacks=[LossMonitor(8), summary_cb], dataset_sink_mode=False)
print("train acc:", model.eval(train_ds, dataset_sink_mode=False))
