import os
import numpy as np
import mindspore as ms
from mindspore.mindrecord import FileWriter
from mindformers import MindFormerConfig, build_context
from mindformers.models import build_network
from mindformers.dataset import build_dataset
from mindformers.core import build_lr, build_optim, build_callback

SEQ = 32
YAML = """
seed: 0
output_dir: './output'
run_mode: 'train'
use_parallel: False
context:
  mode: 0
  device_target: "CPU"
  max_call_depth: 10000
runner_config:
  epochs: 4
  batch_size: 4
  sink_mode: False
  sink_size: 1
optimizer:
  type: AdamW
  betas: [0.9, 0.95]
  eps: 1.0e-8
  weight_decay: 0.0
lr_schedule:
  type: CosineWithWarmUpLR
  learning_rate: 3.0e-3
  warmup_steps: 4
  total_steps: 64
train_dataset: &train_dataset
  data_loader:
    type: MindDataset
    dataset_dir: "data/train.mindrecord"
    shuffle: True
  input_columns: ["input_ids"]
  num_parallel_workers: 1
  python_multiprocessing: False
  drop_remainder: True
  batch_size: 4
  repeat: 1
  numa_enable: False
  prefetch_size: 1
train_dataset_task:
  type: CausalLanguageModelDataset
  dataset_config: *train_dataset
model:
  model_config:
    type: LlamaConfig
    batch_size: 4
    seq_length: 32
    hidden_size: 64
    num_layers: 2
    num_heads: 4
    vocab_size: 64
    multiple_of: 16
    rms_norm_eps: 1.0e-5
    bos_token_id: 1
    eos_token_id: 2
    pad_token_id: 0
    ignore_token_id: -100
    compute_dtype: "float32"
    layernorm_compute_type: "float32"
    softmax_compute_type: "float32"
    rotary_dtype: "float32"
    param_init_type: "float32"
    use_past: False
    use_flash_attention: False
    use_rope_slice: True
    fused_rms_norm: False
  arch:
    type: LlamaForCausalLM
callbacks:
  - type: MFLossMonitor
"""

def write_mindrecord(path, n=64):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    for f in (path, path + ".db"):
        if os.path.exists(f):
            os.remove(f)
    rng = np.random.default_rng(0)
    writer = FileWriter(path, shard_num=1)
    writer.add_schema({"input_ids": {"type": "int32", "shape": [-1]}}, "counting corpus")
    rows = []
    for _ in range(n):
        start = int(rng.integers(3, 20))
        ids = (np.arange(start, start + SEQ + 1) % 61 + 3).astype(np.int32)
        rows.append({"input_ids": ids})
    writer.write_raw_data(rows)
    writer.commit()

if __name__ == "__main__":
    write_mindrecord("data/train.mindrecord")
    with open("run_tiny_llama.yaml", "w") as f:
        f.write(YAML)
    config = MindFormerConfig("run_tiny_llama.yaml")
    build_context(config)
    dataset = build_dataset(config.train_dataset_task)
    steps = dataset.get_dataset_size()
    print("dataset size:", steps)
    net = build_network(config.model)
    lr = build_lr(config.lr_schedule)
    opt = build_optim(config.optimizer, default_args={"params": net.trainable_params(), "learning_rate": lr})
    cbs = [build_callback(c, default_args={"origin_epochs": config.runner_config.epochs, "dataset_size": steps}) for c in config.callbacks]
    model = ms.Model(net, optimizer=opt)
    model.train(config.runner_config.epochs, dataset, callbacks=cbs, dataset_sink_mode=config.runner_config.sink_mode)
    print("training finished")
