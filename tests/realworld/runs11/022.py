# run YAML's runner_config filled from the HF TrainingArguments of the PyTorch run: num_train_epochs (HF name) where
# mindformers expects epochs.
import textwrap
from mindformers import MindFormerConfig
with open("finetune_llama_tiny.yaml", "w") as f:
    f.write(textwrap.dedent("""\
        seed: 42
        run_mode: 'finetune'
        output_dir: './output'
        runner_config:
          num_train_epochs: 3
          batch_size: 4
          sink_mode: True
          sink_size: 1
          gradient_accumulation_steps: 2
        parallel_config:
          data_parallel: 1
          model_parallel: 1
          pipeline_stage: 1
          micro_batch_num: 1
        model:
          model_config:
            type: LlamaConfig
            seq_length: 128
            hidden_size: 256
            num_layers: 2
            num_heads: 4
    """))
config = MindFormerConfig("finetune_llama_tiny.yaml")
print("epochs:", config.runner_config.epochs, "batch_size:", config.runner_config.batch_size, flush=True)
