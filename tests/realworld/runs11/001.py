# mindformers run YAML hand-edited for a 2-card debug run: "data_paralel" typed in parallel_config (one l);
# build_parallel_config passes every key to TransformerOpParallelConfig.
import textwrap
from mindformers import MindFormerConfig
from mindformers.core.parallel_config import build_parallel_config
with open("finetune_llama_tiny.yaml", "w") as f:
    f.write(textwrap.dedent("""\
        seed: 42
        run_mode: 'finetune'
        output_dir: './output'
        use_parallel: False
        parallel_config:
          data_paralel: 2
          model_parallel: 1
          pipeline_stage: 1
          micro_batch_num: 1
          vocab_emb_dp: True
          gradient_aggregation_group: 4
        recompute_config:
          recompute: False
        model:
          model_config:
            type: LlamaConfig
            seq_length: 128
            hidden_size: 256
            num_layers: 2
            num_heads: 4
            vocab_size: 1024
    """))
config = MindFormerConfig("finetune_llama_tiny.yaml")
print("run_mode:", config.run_mode, "| parallel_config:", dict(config.parallel_config), flush=True)
build_parallel_config(config)
print("parallel config:", config.parallel_config, flush=True)
