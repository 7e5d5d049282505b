# Moving the SFT recipe from the Qwen tokenizer to a Gemma-style tokenizer for the MindFormers port.
# The dataset keeps its system prompts.
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

words = ["<unk>", "<bos>", "<eos>", "<pad>", "<start_of_turn>", "<end_of_turn>"] + \
    "you are a helpful bot hello how are you i am fine user model".split()
tk = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, bos_token="<bos>", eos_token="<eos>", unk_token="<unk>", pad_token="<pad>")
# chat template as shipped with the Gemma tokenizer_config.json
tok.chat_template = (
    "{{ bos_token }}{% if messages[0]['role'] == 'system' %}{{ raise_exception('System role not supported') }}{% endif %}"
    "{% for message in messages %}{% if (message['role'] == 'user') != (loop.index0 % 2 == 0) %}"
    "{{ raise_exception('Conversation roles must alternate user/assistant/user/assistant/...') }}{% endif %}"
    "{% if (message['role'] == 'assistant') %}{% set role = 'model' %}{% else %}{% set role = message['role'] %}{% endif %}"
    "{{ '<start_of_turn>' + role + '\n' + message['content'] | trim + '<end_of_turn>\n' }}{% endfor %}"
    "{% if add_generation_prompt %}{{'<start_of_turn>model\n'}}{% endif %}"
)
tok.save_pretrained("gemma_tok")

dataset = [
    [{"role": "system", "content": "you are a helpful bot"},
     {"role": "user", "content": "hello how are you"},
     {"role": "assistant", "content": "i am fine"}],
]
for n, conv in enumerate(dataset):
    enc = tok.apply_chat_template(conv, tokenize=True, max_length=32, truncation=True)
    print(n, len(enc))
