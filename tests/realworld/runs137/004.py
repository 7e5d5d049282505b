"""Keep-the-best checkpointing ported from a torch script that did
torch.save({'epoch': e, 'best_acc': acc, 'args': vars(args), 'model': model.state_dict()}, 'best.pt')."""
import argparse
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Callback

parser = argparse.ArgumentParser()
parser.add_argument("--epochs", type=int, default=4)
parser.add_argument("--batch_size", type=int, default=32)
parser.add_argument("--lr", type=float, default=3e-3)
parser.add_argument("--hidden", type=int, default=64)
parser.add_argument("--save_dir", default="./best_004")
args = parser.parse_args()

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(2)

rng = np.random.default_rng(2)
X = rng.normal(size=(900, 10)).astype(np.float32)
Y = (np.sin(X[:, 0]) + X[:, 1] ** 2 > 1).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:700], "y": Y[:700]}, shuffle=True).batch(args.batch_size)
val = ds.NumpySlicesDataset({"x": X[700:], "y": Y[700:]}, shuffle=False).batch(100)

net = nn.SequentialCell(nn.Dense(10, args.hidden), nn.ReLU(), nn.Dense(args.hidden, args.hidden), nn.ReLU(),
                        nn.Dense(args.hidden, 2))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), args.lr), metrics={"acc"})


class SaveBest(Callback):
    def __init__(self):
        self.best = 0.0
        os.makedirs(args.save_dir, exist_ok=True)

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        acc = model.eval(val, dataset_sink_mode=False)["acc"]
        print(f"epoch {cb.cur_epoch_num}: val_acc={acc:.4f} (best {self.best:.4f})", flush=True)
        if acc > self.best:
            self.best = acc
            ms.save_checkpoint(cb.train_network, os.path.join(args.save_dir, "best.ckpt"),
                               append_dict={"epoch": cb.cur_epoch_num, "best_acc": acc, "args": vars(args)})
            print(f"  saved new best checkpoint to {args.save_dir}/best.ckpt", flush=True)


model.train(args.epochs, train, callbacks=[LossMonitor(10), SaveBest()], dataset_sink_mode=False)
