# mindformers fine-tune config copied from the 8-card recipe keeps use_parallel: True (and data_parallel: 8); the user
# starts the debug run on one machine with plain `python run.py`, not through msrun.
import textwrap
from mindformers import MindFormerConfig, build_context
with open("finetune_llama_debug.yaml", "w") as f:
    f.write(textwrap.dedent("""\
        seed: 0
        run_mode: 'finetune'
        output_dir: './output'
        use_parallel: True
        context:
          mode: 0
          device_target: "CPU"
          max_device_memory: "2GB"
        parallel:
          parallel_mode: 0
          gradients_mean: True
          full_batch: False
        parallel_config:
          data_parallel: 8
          model_parallel: 1
          pipeline_stage: 1
          micro_batch_num: 1
        model:
          model_config:
            type: LlamaConfig
            batch_size: 1
            seq_length: 64
            hidden_size: 64
            num_layers: 2
            num_heads: 4
            vocab_size: 256
    """))
config = MindFormerConfig("finetune_llama_debug.yaml")
print("loaded config, use_parallel =", config.use_parallel, flush=True)
build_context(config)
print("context built", flush=True)
