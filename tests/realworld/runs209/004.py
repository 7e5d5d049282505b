"""Continue-pretraining run driven by a MindFormers-style yaml: stage 1 trains and saves a base LM,
stage 2 reads finetune.yaml with MindFormerConfig, restores the base weights and fine-tunes."""
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindformers import MindFormerConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
V, H, L = 128, 64, 32


class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(V, H)
        self.mlp = nn.SequentialCell(nn.Dense(H, H), nn.GELU())
        self.lm_head = nn.Dense(H, V)
        self.loss = nn.CrossEntropyLoss()

    def construct(self, input_ids, labels):
        logits = self.lm_head(self.mlp(self.embed(input_ids)))
        return self.loss(logits.reshape(-1, V), labels.reshape(-1))


def corpus(n, seed):
    rng = np.random.default_rng(seed)
    s = np.zeros((n, L + 1), np.int32)
    s[:, 0] = rng.integers(0, V, n)
    for t in range(1, L + 1):
        s[:, t] = np.where(rng.random(n) < 0.1, rng.integers(0, V, n), (s[:, t - 1] * 7 + 3) % V)
    return ds.NumpySlicesDataset({"input_ids": s[:, :-1], "labels": s[:, 1:]}, shuffle=True)


def fit(net, dataset, epochs, lr, tag):
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
    step_cell = nn.TrainOneStepCell(net, opt)
    step_cell.set_train()
    step = 0
    for ep in range(epochs):
        for b in dataset.create_dict_iterator():
            loss = step_cell(b["input_ids"], b["labels"])
            if step % 10 == 0:
                print(f"[{tag}] epoch {ep} step {step} loss {loss.asnumpy():.4f}", flush=True)
            step += 1


# ---- stage 1: base pretraining ----
os.makedirs("ckpt", exist_ok=True)
base = TinyLM()
fit(base, corpus(512, 0).batch(16), 3, 3e-3, "pretrain")
ms.save_checkpoint(base, "ckpt/base_lm.ckpt")
print("saved ckpt/base_lm.ckpt", flush=True)

# ---- stage 2: fine-tune from the base checkpoint ----
with open("finetune.yaml", "w") as f:
    f.write("""seed: 0
output_dir: './output_ft'
load_ckpt: './ckpt/base_lm.ckpt'
runner_config:
  epochs: 2
  batch_size: 16
optimizer:
  learning_rate: 5.e-4
""")
cfg = MindFormerConfig("finetune.yaml")
print("finetune.yaml:\n" + open("finetune.yaml").read(), flush=True)
model = TinyLM()
if cfg.load_checkpoint:
    ms.load_checkpoint(cfg.load_checkpoint, net=model)
    print(f"loaded weights from {cfg.load_checkpoint}", flush=True)
fit(model, corpus(256, 1).batch(cfg.runner_config.batch_size), cfg.runner_config.epochs,
    cfg.optimizer.learning_rate, "finetune")
ms.save_checkpoint(model, "ckpt/finetuned_lm.ckpt")
print("saved ckpt/finetuned_lm.ckpt")
