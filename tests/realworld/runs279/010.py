"""2-worker tensor-parallel fine-tune of a small Llama, config in MindFormers YAML, launched with msrun."""
import mindspore as ms
from mindspore.communication import init, get_rank, get_group_size
from mindformers import MindFormerConfig, LlamaConfig, LlamaForCausalLM
from mindformers.modules.transformer import TransformerOpParallelConfig

YAML = """
parallel:
  parallel_mode: "semi_auto_parallel"
  full_batch: True
  gradients_mean: False
parallel_config:
  data_parallel: 1
  model_parallel: 2
  pipeline_stage: 1
  micro_batch_num: 1
model:
  model_config:
    type: LlamaConfig
    batch_size: 1
    seq_length: 64
    hidden_size: 160
    num_layers: 2
    num_heads: 5
    n_kv_heads: 5
    intermediate_size: 320
    vocab_size: 512
    compute_dtype: "float32"
    param_init_type: "float32"
runner_config:
  epochs: 1
  batch_size: 4
"""

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
with open(f"tp_llama_rank{rank}.yaml", "w") as f:
    f.write(YAML)
cfg = MindFormerConfig(f"tp_llama_rank{rank}.yaml")
ms.set_auto_parallel_context(parallel_mode=cfg.parallel.parallel_mode, device_num=world,
                             full_batch=cfg.parallel.full_batch, gradients_mean=cfg.parallel.gradients_mean)
print(f"rank {rank}/{world}: parallel_config {cfg.parallel_config}", flush=True)

parallel_config = TransformerOpParallelConfig(**cfg.parallel_config)
model_kwargs = {k: v for k, v in cfg.model.model_config.items() if k != "type"}
model_config = LlamaConfig(parallel_config=parallel_config, **model_kwargs)
print(f"rank {rank}: building LlamaForCausalLM layers={model_config.num_layers} hidden={model_config.hidden_size}",
      flush=True)
model = LlamaForCausalLM(model_config)
print(f"rank {rank}: model built, {sum(p.size for p in model.trainable_params())} params", flush=True)
