"""MindFormers configs in the shapes of several releases, written for the pre-flight tests.

Each shape is a working config (no error-severity finding on its device count); the tests apply one
mistake at a time (a text replacement) and expect the pre-flight to name it. Shapes: legacy 1.x
(LlamaConfig, parallel_config/recompute_config/processor), 1.9 new style (use_legacy False,
pretrained_model_dir holding an HF config.json), multimodal (the LLM nested under
llm_model.model_config or text_config), MoE (moe_config with expert_parallel), and a predict config.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

LEGACY = """\
seed: 0
run_mode: 'finetune'
use_parallel: True
load_checkpoint: ''
trainer:
  type: CausalLanguageModelingTrainer
  model_name: 'llama2_13b'
runner_config:
  epochs: 2
  batch_size: 1
  sink_mode: True
  sink_size: 1
optimizer:
  type: FP32StateAdamWeightDecay
  beta1: 0.9
  beta2: 0.95
  eps: 1.e-8
parallel:
  parallel_mode: 1
  gradients_mean: False
  full_batch: True
  enable_parallel_optimizer: True
parallel_config:
  data_parallel: 2
  model_parallel: 4
  pipeline_stage: 2
  use_seq_parallel: False
  micro_batch_num: 16
  vocab_emb_dp: True
  gradient_aggregation_group: 4
micro_batch_interleave_num: 1
recompute_config:
  recompute: True
  select_recompute: False
model:
  model_config:
    type: LlamaConfig
    batch_size: 1
    seq_length: 4096
    hidden_size: 5120
    num_layers: 40
    num_heads: 40
    vocab_size: 32000
    multiple_of: 256
    rms_norm_eps: 1.0e-5
    bos_token_id: 1
    eos_token_id: 2
    pad_token_id: 0
    ignore_token_id: -100
    compute_dtype: "float16"
    layernorm_compute_type: "float32"
    softmax_compute_type: "float16"
    rotary_dtype: "float16"
    param_init_type: "float16"
    use_past: False
    offset: 0
    use_flash_attention: True
  arch:
    type: LlamaForCausalLM
processor:
  return_tensors: ms
  tokenizer:
    type: LlamaTokenizer
    vocab_file: "tok/tokenizer.model"
"""

NEW_STYLE = """\
seed: 42
output_dir: './output'
load_checkpoint: ''
use_parallel: True
run_mode: 'finetune'
use_legacy: False
pretrained_model_dir: "./qwen3_hf"
trainer:
  type: CausalLanguageModelingTrainer
  model_name: 'Qwen3'
runner_config:
  epochs: 1
  batch_size: 1
  gradient_accumulation_steps: 1
optimizer:
  type: AdamW
  betas: [0.9, 0.95]
  eps: 1.e-8
parallel_config:
  data_parallel: &dp 2
  model_parallel: 4
  pipeline_stage: 1
  micro_batch_num: 1
  use_seq_parallel: True
  gradient_aggregation_group: 1
parallel:
  parallel_mode: 1
  full_batch: False
  dataset_strategy: [[*dp, 1], [*dp, 1]]
recompute_config:
  recompute: True
  select_recompute: False
model:
  model_config:
    qkv_concat: True
    hidden_dropout: 0.0
    untie_embeddings_and_output_weights: True
    position_embedding_type: "rope"
    offset: 0
    params_dtype: "float32"
    compute_dtype: "bfloat16"
    layernorm_compute_dtype: "float32"
    softmax_compute_dtype: "float32"
    rotary_dtype: "float32"
"""

# The HF config.json of a Qwen3-8B-like model, as pretrained_model_dir holds it.
QWEN3_CONFIG_JSON = {
    "architectures": ["Qwen3ForCausalLM"], "model_type": "qwen3", "hidden_size": 4096,
    "intermediate_size": 12288, "num_hidden_layers": 36, "num_attention_heads": 32, "num_key_value_heads": 8,
    "head_dim": 128, "vocab_size": 151936, "max_position_embeddings": 40960, "rms_norm_eps": 1e-06,
    "rope_theta": 1000000, "initializer_range": 0.02, "tie_word_embeddings": False, "torch_dtype": "bfloat16",
    "bos_token_id": 151643, "eos_token_id": 151645,
}

MULTIMODAL = """\
run_mode: 'finetune'
use_parallel: True
parallel:
  parallel_mode: 1
parallel_config:
  data_parallel: 1
  model_parallel: 8
  pipeline_stage: 1
  micro_batch_num: 1
  use_seq_parallel: True
model:
  model_config:
    type: LlavaConfig
    vision_model:
      model_config:
        type: ViTConfig
        hidden_size: 1024
        num_heads: 16
        num_layers: 24
    llm_model:
      model_config:
        type: LlamaConfig
        seq_length: 4096
        hidden_size: 4096
        num_layers: 32
        num_heads: 32
        vocab_size: 32064
        intermediate_size: 11008
        compute_dtype: "bfloat16"
        param_init_type: "float32"
  arch:
    type: LlavaForConditionalGeneration
"""

MOE = """\
run_mode: 'train'
use_parallel: True
parallel:
  parallel_mode: 1
  full_batch: True
parallel_config:
  data_parallel: 4
  model_parallel: 1
  expert_parallel: 4
  pipeline_stage: 2
  micro_batch_num: 8
  use_seq_parallel: False
moe_config:
  expert_num: 8
  num_experts_chosen: 2
  capacity_factor: 1.1
  aux_loss_factor: 0.01
recompute_config:
  recompute: [8, 8]
model:
  model_config:
    type: LlamaConfig
    seq_length: 4096
    hidden_size: 4096
    num_layers: 32
    num_heads: 32
    n_kv_heads: 8
    intermediate_size: 14336
    vocab_size: 32000
    offset: [0, 0]
    use_flash_attention: True
  arch:
    type: LlamaForCausalLM
"""

PREDICT = """\
run_mode: 'predict'
use_parallel: False
parallel_config:
  data_parallel: 8
  model_parallel: 1
model:
  model_config:
    type: LlamaConfig
    batch_size: 1
    seq_length: 4096
    hidden_size: 4096
    num_layers: 32
    num_heads: 32
    vocab_size: 32000
    use_past: True
  arch:
    type: LlamaForCausalLM
"""


@dataclass(frozen=True)
class Shape:
    name: str
    text: str
    devices: int


SHAPES = {
    "legacy": Shape("legacy", LEGACY, 16),
    "new_style": Shape("new_style", NEW_STYLE, 8),
    "multimodal": Shape("multimodal", MULTIMODAL, 8),
    "moe": Shape("moe", MOE, 8),
    "predict": Shape("predict", PREDICT, 1),
}


def write_tokenizer(folder: Path, size: int) -> None:
    """A tokenizer.json whose highest id is size - 1 (BPE-style vocab mapping)."""
    folder.mkdir(parents=True, exist_ok=True)
    vocab = {f"t{i}": i for i in range(size - 2)}
    added = [{"id": size - 2, "content": "<s>"}, {"id": size - 1, "content": "</s>"}]
    (folder / "tokenizer.json").write_text(json.dumps({"model": {"type": "BPE", "vocab": vocab},
                                                       "added_tokens": added}), encoding="utf-8")


def write_shape(tmp: Path, shape: Shape, text: str | None = None) -> Path:
    """The config (and the files it points at: tokenizer, HF model folder) under `tmp`."""
    write_tokenizer(tmp / "tok", 32000)
    hf = tmp / "qwen3_hf"
    hf.mkdir(exist_ok=True)
    (hf / "config.json").write_text(json.dumps(QWEN3_CONFIG_JSON, indent=2), encoding="utf-8")
    path = tmp / f"{shape.name}.yaml"
    path.write_text(shape.text if text is None else text, encoding="utf-8")
    return path
