# parallel_config rendered from a Jinja/envsubst template: the numbers come out quoted ("2"), so YAML reads strings;
# build_parallel_config validates them.
import os, textwrap
from mindformers import MindFormerConfig
from mindformers.core.parallel_config import build_parallel_config
os.environ.setdefault("DP", "2")
os.environ.setdefault("MP", "1")
template = textwrap.dedent("""\
    seed: 0
    run_mode: 'train'
    use_parallel: False
    parallel_config:
      data_parallel: "${DP}"
      model_parallel: "${MP}"
      pipeline_stage: 1
      micro_batch_num: 1
    model:
      model_config:
        type: LlamaConfig
        seq_length: 128
        hidden_size: 256
        num_layers: 2
        num_heads: 4
""")
with open("pretrain_rendered.yaml", "w") as f:
    f.write(os.path.expandvars(template))
print(open("pretrain_rendered.yaml").read(), flush=True)
config = MindFormerConfig("pretrain_rendered.yaml")
build_parallel_config(config)
print("parallel config:", config.parallel_config, flush=True)
