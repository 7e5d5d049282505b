# Run config edited on a Windows box: the parallel_config block is indented with a TAB character.
import textwrap
from mindformers import MindFormerConfig

yaml_text = (
    "seed: 42\n"
    "run_mode: 'train'\n"
    "parallel_config:\n"
    "\tdata_parallel: 1\n"
    "\tmodel_parallel: 1\n"
    "\tpipeline_stage: 1\n"
    "runner_config:\n"
    "  epochs: 1\n"
    "  batch_size: 4\n"
)
with open("finetune_llama_tiny.yaml", "w") as f:
    f.write(yaml_text)
cfg = MindFormerConfig("finetune_llama_tiny.yaml")
print(cfg.parallel_config)
