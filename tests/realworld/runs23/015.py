# Generation settings from a sampling script: greedy decoding but top_k set to 0 ("disable") and a negative max length
from transformers import GenerationConfig

gen_cfg = GenerationConfig(
    do_sample=False,
    num_beams=1,
    max_new_tokens=-1,       # "-1 = until eos" in the original script
    pad_token_id=0,
    eos_token_id=2,
)
gen_cfg.save_pretrained("./gen_cfg")
print(gen_cfg)
