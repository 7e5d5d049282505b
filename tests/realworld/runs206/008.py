# Product-review star-rating classifier (1..5 stars -> 5 classes) on precomputed sentence embeddings.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, Callback

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(11)

NUM_CLASSES = 5
rng = np.random.default_rng(11)
stars = rng.integers(1, 6, 1600)                       # ratings as stored in the reviews table: 1..5
centers = rng.normal(0, 1, (6, 48))
emb = (centers[stars] + rng.normal(0, 0.8, (1600, 48))).astype(np.float32)
labels = stars.astype(np.int32)                        # used directly as class ids

train = ds.NumpySlicesDataset({"emb": emb[:1280], "label": labels[:1280]}, shuffle=True).batch(64)
val = ds.NumpySlicesDataset({"emb": emb[1280:], "label": labels[1280:]}, shuffle=False).batch(64)

class StepLogger(Callback):
    def __init__(self, every=5):
        self.every = every
    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        if cb.cur_step_num % self.every == 0:
            print(f"epoch {cb.cur_epoch_num} step {cb.cur_step_num} loss {cb.net_outputs.asnumpy():.4f}", flush=True)

class EvalEachEpoch(Callback):
    def __init__(self, model, ds_eval):
        self.model, self.ds_eval = model, ds_eval
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = self.model.eval(self.ds_eval, dataset_sink_mode=False)
        print(f"epoch {cb.cur_epoch_num}: val {res}", flush=True)

net = nn.SequentialCell(nn.Dense(48, 128), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(128, NUM_CLASSES))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss, opt, metrics={"accuracy"})
model.train(4, train, callbacks=[StepLogger(5), EvalEachEpoch(model, val)], dataset_sink_mode=False)
