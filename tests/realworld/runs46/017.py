# Port of HF Trainer early stopping: metric_for_best_model was changed from "accuracy" to "eval_loss"
# but greater_is_better=True was kept; mapped to mindspore EarlyStopping(mode="max" if greater_is_better).
import numpy as np, mindspore as ms
from mindspore import nn, dataset as ds
from mindspore.train import Model, LossMonitor, EarlyStopping
ms.set_seed(0); np.random.seed(0)
X = np.random.randn(1200, 20).astype(np.float32); W = np.random.randn(20, 3).astype(np.float32)
Y = (X @ W + 0.5 * np.random.randn(1200, 3)).argmax(-1).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X[:1000], "y": Y[:1000]}, shuffle=True).batch(50)
eval_ds = ds.NumpySlicesDataset({"x": X[1000:], "y": Y[1000:]}, shuffle=False).batch(50)
args = dict(num_train_epochs=30, metric_for_best_model="eval_loss", greater_is_better=True, early_stopping_patience=2)
net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 3))
model = Model(net, nn.CrossEntropyLoss(), nn.SGD(net.trainable_params(), learning_rate=0.02), metrics={"acc"})
early = EarlyStopping(monitor=args["metric_for_best_model"], patience=args["early_stopping_patience"],
                      mode="max" if args["greater_is_better"] else "min", verbose=True)
model.fit(args["num_train_epochs"], train_ds, eval_ds, callbacks=[LossMonitor(20), early])
print("training finished")
