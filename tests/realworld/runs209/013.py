"""Healthy run: MindFormers config plumbing (MindFormerConfig yaml, AutoConfig.register, TrainingArguments)
around a tiny causal LM trained with a plain MindSpore loop."""
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindformers import AutoConfig, MindFormerConfig, TrainingArguments
from mindformers.models.configuration_utils import PretrainedConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

YAML = """
seed: 42
model:
  model_config:
    type: TinyBigramConfig
    vocab_size: 128
    hidden_size: 64
    seq_length: 32
runner_config:
  epochs: 3
  batch_size: 16
"""
with open("tiny_lm.yaml", "w") as f:
    f.write(YAML)


class TinyBigramConfig(PretrainedConfig):
    model_type = "tiny_bigram_lm"

    def __init__(self, vocab_size=128, hidden_size=64, seq_length=32, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.seq_length = seq_length


AutoConfig.register("tiny_bigram_lm", TinyBigramConfig)

cfg = MindFormerConfig("tiny_lm.yaml")
mc = cfg.model.model_config
model_config = TinyBigramConfig(vocab_size=mc.vocab_size, hidden_size=mc.hidden_size, seq_length=mc.seq_length)
args = TrainingArguments(output_dir="./output_tiny", seed=cfg.seed, learning_rate=3e-3,
                         num_train_epochs=cfg.runner_config.epochs,
                         per_device_train_batch_size=cfg.runner_config.batch_size,
                         weight_decay=0.01, warmup_ratio=0.1)
print("model config:", model_config.to_dict()["model_type"], model_config.vocab_size, model_config.hidden_size)
print("train args: lr", args.learning_rate, "epochs", args.num_train_epochs,
      "batch", args.per_device_train_batch_size)
ms.set_seed(args.seed)


class TinyLM(nn.Cell):
    def __init__(self, config):
        super().__init__()
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        self.mlp = nn.SequentialCell(nn.Dense(config.hidden_size, config.hidden_size), nn.GELU())
        self.lm_head = nn.Dense(config.hidden_size, config.vocab_size)
        self.loss = nn.CrossEntropyLoss()

    def construct(self, input_ids, labels):
        logits = self.lm_head(self.mlp(self.embed(input_ids)))
        return self.loss(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))


# generated corpus with a deterministic next-token rule plus noise, so loss has something to learn
rng = np.random.default_rng(args.seed)
V, L = model_config.vocab_size, model_config.seq_length
seqs = np.zeros((512, L + 1), np.int32)
seqs[:, 0] = rng.integers(0, V, 512)
for t in range(1, L + 1):
    nxt = (seqs[:, t - 1] * 7 + 3) % V
    noise = rng.random(512) < 0.1
    seqs[:, t] = np.where(noise, rng.integers(0, V, 512), nxt)
train_ds = ds.NumpySlicesDataset({"input_ids": seqs[:, :-1], "labels": seqs[:, 1:]}, shuffle=True)
train_ds = train_ds.batch(args.per_device_train_batch_size, drop_remainder=True)
steps_per_epoch = train_ds.get_dataset_size()
total = steps_per_epoch * int(args.num_train_epochs)
warmup = int(total * args.warmup_ratio)
lr_values = [args.learning_rate * min(1.0, (i + 1) / max(1, warmup)) for i in range(total)]

net = TinyLM(model_config)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr_values, weight_decay=args.weight_decay)
train_net = nn.TrainOneStepCell(net, opt)
train_net.set_train()
step = 0
for epoch in range(int(args.num_train_epochs)):
    for b in train_ds.create_dict_iterator():
        loss = train_net(b["input_ids"], b["labels"])
        if step % 10 == 0:
            print(f"epoch {epoch} step {step}/{total} loss {loss.asnumpy():.4f}", flush=True)
        step += 1
os.makedirs(args.output_dir, exist_ok=True)
ms.save_checkpoint(net, "./output_tiny/tiny_lm.ckpt")
print("saved ./output_tiny/tiny_lm.ckpt")
