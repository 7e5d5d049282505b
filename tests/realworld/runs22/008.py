# MindFormers run config for an 8-device inference job, started as a plain single process (no msrun)
import mindspore as ms
from mindformers import MindFormerConfig
from mindformers.tools.check_rules import check_rules

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

with open("run_llama_8p.yaml", "w") as f:
    f.write("""
run_mode: predict
use_parallel: True
parallel:
  parallel_mode: 1            # semi_auto_parallel
  enable_parallel_optimizer: True
parallel_config:
  data_parallel: 2
  model_parallel: 4
  context_parallel: 1
  pipeline_stage: 1
  micro_batch_num: 1
recompute_config:
  recompute: False
model:
  model_config:
    type: LlamaConfig
    batch_size: 2
    seq_length: 512
    vocab_size: 32000
    use_past: False
""")

config = MindFormerConfig("run_llama_8p.yaml")
ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel")
print("parallel_config:", config.parallel_config)
check_rules(config, mode="predict")
print("config check passed")
