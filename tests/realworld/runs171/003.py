"""Domain-adaptation run of a tiny MindFormers Llama driven by the optimizer/lr blocks of our recipe yaml.

The optimizer and lr_schedule sections are copied from the llama2-7b finetune yaml so the CPU smoke run
uses the same code path as the cluster job; only the model size and data were shrunk.
"""
import numpy as np
import yaml
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM, MindFormerConfig
from mindformers.core.lr import build_lr
from mindformers.core.optim import build_optim

RECIPE = """
seed: 42
runner_config:
  epochs: 4
  batch_size: 4
optimizer:
  type: AdamW
  betas: [0.9, 0.95]
  eps: 1.e-8
  weight_decay: 0.0
lr_schedule:
  type: LinearWithWarmUpLR
  learning_rate: 1.e-3
  warmup_steps: 2000
  total_steps: -1   # filled in from the dataset below
model:
  model_config:
    seq_length: 32
    vocab_size: 128
    hidden_size: 64
    num_layers: 2
    num_heads: 4
    n_kv_heads: 2
    intermediate_size: 128
"""
cfg = MindFormerConfig(**yaml.safe_load(RECIPE))
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(cfg.seed)
rng = np.random.default_rng(cfg.seed)

SEQ = cfg.model.model_config.seq_length
BS = cfg.runner_config.batch_size
start = rng.integers(0, 120, size=(128, 1))
stride = rng.integers(1, 4, size=(128, 1))
tokens = (3 + (start + stride * np.arange(SEQ + 1)[None, :]) % 120).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"input_ids": tokens}, shuffle=True).batch(BS, drop_remainder=True)
steps_per_epoch = train_ds.get_dataset_size()
cfg.lr_schedule.total_steps = steps_per_epoch * cfg.runner_config.epochs

mc = cfg.model.model_config
config = LlamaConfig(batch_size=BS, **mc.to_dict(), compute_dtype="float32",
                     layernorm_compute_type="float32", softmax_compute_type="float32",
                     rotary_dtype="float32", param_init_type="float32", fused_rms_norm=False,
                     use_flash_attention=False, use_rope_slice=True)
model = LlamaForCausalLM(config)


class CausalLMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net

    def construct(self, input_ids):
        return self.net(input_ids=input_ids)


lr = build_lr(cfg.lr_schedule)
opt = build_optim(cfg.optimizer, default_args={"params": model.trainable_params(), "learning_rate": lr})
train_step = nn.TrainOneStepCell(CausalLMLoss(model), opt)
train_step.set_train(True)

print(f"steps/epoch={steps_per_epoch} total_steps={cfg.lr_schedule.total_steps}")
gstep = 0
for epoch in range(1, cfg.runner_config.epochs + 1):
    losses = []
    for batch in train_ds.create_dict_iterator(num_epochs=1):
        losses.append(float(train_step(batch["input_ids"]).asnumpy()))
        gstep += 1
        if gstep % 8 == 0:
            print(f"epoch {epoch} | step {gstep:4d}/{cfg.lr_schedule.total_steps} | loss {losses[-1]:.4f}", flush=True)
    print(f"== epoch {epoch} mean loss {np.mean(losses):.4f}", flush=True)
model_path = "./output_003/llama_tiny_dapt.ckpt"
import os
os.makedirs(os.path.dirname(model_path), exist_ok=True)
ms.save_checkpoint(model, model_path)
print(f"saved {model_path}")
