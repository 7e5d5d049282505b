# MindFormers context set up with the Ascend YAML's use_parallel flag, started with plain python
from mindformers import build_context, MindFormerConfig

cfg = MindFormerConfig(**{
    "use_parallel": True,
    "context": {"mode": 0, "device_target": "CPU", "device_id": 0},
    "parallel": {"parallel_mode": 1, "gradients_mean": False, "full_batch": True},
    "parallel_config": {"data_parallel": 1, "model_parallel": 1, "pipeline_stage": 1},
})
build_context(cfg)
print("context ready")
