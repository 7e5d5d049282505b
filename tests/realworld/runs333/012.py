"""Text-classification fine-tune ported from a PyTorch script that used
AdamW + LambdaLR(linear warmup then linear decay, as in transformers.get_linear_schedule_with_warmup).
MindSpore takes a per-step learning-rate list, so the schedule is precomputed."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Callback

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(4)

BASE_LR, EPOCHS, BATCH = 5e-4, 4, 32
VOCAB, SEQ, DIM = 200, 20, 64

def make(n, seed):
    r = np.random.default_rng(seed)
    ids = r.integers(1, VOCAB, (n, SEQ)).astype(np.int32)
    y = ((ids < 40).sum(1) > (ids > 160).sum(1)).astype(np.int32)
    return ids, y

xtr, ytr = make(2048, 0)
train = ds.NumpySlicesDataset({"input_ids": xtr, "label": ytr}, shuffle=True).batch(BATCH, drop_remainder=True)
steps_per_epoch = train.get_dataset_size()
total_steps = steps_per_epoch * EPOCHS
warmup_steps = int(0.1 * total_steps)

def lr_lambda(step):
    if step < warmup_steps:
        return float(step) / float(max(1, warmup_steps))
    return max(0.0, float(total_steps - step) / float(max(1, total_steps - warmup_steps)))

lr_schedule = [lr_lambda(s) for s in range(total_steps)]

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, DIM)
        self.enc = nn.SequentialCell(nn.Dense(DIM, DIM), nn.GELU(), nn.LayerNorm((DIM,)), nn.Dense(DIM, DIM), nn.GELU())
        self.cls = nn.Dense(DIM, 2)
    def construct(self, ids):
        return self.cls(self.enc(self.emb(ids)).mean(1))

class LRLogger(Callback):
    def __init__(self, every):
        self.every = every
    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        if cb.cur_step_num % self.every == 0:
            print(f"step {cb.cur_step_num} lr {lr_schedule[cb.cur_step_num - 1]:.6f}", flush=True)

net = Classifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr_schedule, weight_decay=0.01)
model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc"})
print(f"steps/epoch {steps_per_epoch}, total {total_steps}, warmup {warmup_steps}, base lr {BASE_LR}")
model.train(EPOCHS, train, callbacks=[LossMonitor(16), LRLogger(16)], dataset_sink_mode=False)
xva, yva = make(512, 1)
print("eval:", model.eval(ds.NumpySlicesDataset({"input_ids": xva, "label": yva}, shuffle=False).batch(128), dataset_sink_mode=False))
